import { hasIdentityClaims, isBootstrapAdminEmail, userClaimsFrom } from '@exam/domain';
import type { Principal } from '@exam/platform';
import type { ExecuteUserCommand } from './execute.js';
import type { FetchUserinfo } from './userinfo.js';

/** Records the signed-in user from their token (GET /users/me); answers the position to read it back at. */
export type SyncCurrentUser = (principal: Principal, accessToken: string) => Promise<{ position: number }>;

export type SyncCurrentUserOptions = {
  execute: ExecuteUserCommand;
  /** ADMIN_EMAILS, lower-cased: a verified address listed here registers as an administrator. */
  adminEmails: readonly string[];
  /** Set for an external issuer whose access tokens may lack e-mail and name (Cognito). */
  fetchUserinfo?: FetchUserinfo;
  now?: () => Date;
};

export const currentUserSynchronizer =
  ({
    execute,
    adminEmails,
    fetchUserinfo,
    now = () => new Date(),
  }: SyncCurrentUserOptions): SyncCurrentUser =>
  async (principal, accessToken) => {
    let claims: Record<string, unknown> = { ...principal.claims };
    if (!hasIdentityClaims(claims) && fetchUserinfo) {
      const userinfo = await fetchUserinfo(accessToken);
      // The token's subject is authoritative; userinfo only adds what the token lacks.
      claims = { ...userinfo, ...claims, sub: principal.userId };
    }
    const signedInAt = now().toISOString();
    return execute({
      type: 'SyncUserFromClaims',
      data: {
        userId: principal.userId,
        claims: userClaimsFrom(claims),
        isBootstrapAdmin: isBootstrapAdminEmail(claims, adminEmails),
        signedInAt,
      },
      metadata: { userId: principal.userId, at: signedInAt },
    });
  };
