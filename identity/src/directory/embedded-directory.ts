import { randomUUID } from 'node:crypto';
import { NotFoundError } from '@exam/domain';
import type { AccountDirectory, DirectoryAccount, Mail } from '@exam/platform';
import { importJWK, type JWK, SignJWT } from 'jose';
import type { Account } from '../accounts/account.js';
import type { AccountService } from '../accounts/account-service.js';
import type { Mailer } from '../mail/mailer.js';
import { ACCESS_TOKEN_TTL_SECONDS, API_SCOPE } from '../provider/token-settings.js';
import { SIGNING_ALG } from '../secrets/signing-keys.js';

const toDirectoryAccount = (account: Account): DirectoryAccount => ({
  sub: account.sub,
  username: account.username,
  email: account.email,
  emailVerified: account.emailVerified,
  disabled: account.disabled,
});

type Settings = { issuer: string; audience: string; clientId: string; signingJwk: JWK };

/** The AccountDirectory port over the embedded provider's own accounts. */
export function createEmbeddedDirectory(
  accounts: AccountService,
  mailer: Mailer,
  settings: Settings,
): AccountDirectory {
  const mustExist = (sub: string) => {
    const account = accounts.findBySub(sub);
    if (!account) throw new NotFoundError('用户不存在', 'USER_NOT_FOUND');
    return account;
  };
  const directory: AccountDirectory = {
    async createAccount({ username, email, password, emailVerified }) {
      // Administrator-created users follow the spec's 6-character minimum (admin-and-platform §5).
      const account = await accounts.register(
        { username, email, password },
        { policy: 'admin-created', emailVerified: emailVerified ?? true },
      );
      return { sub: account.sub, username: account.username, email: account.email };
    },
    async disableAccount(sub) {
      mustExist(sub);
      accounts.setDisabled(sub, true);
    },
    async enableAccount(sub) {
      mustExist(sub);
      accounts.setDisabled(sub, false);
    },
    async findAccount(usernameOrEmail) {
      const account = accounts.find(usernameOrEmail);
      return account ? toDirectoryAccount(account) : null;
    },
    /** Signed like the provider's own access tokens (same key, typ at+jwt, iss, aud, claims), for API testing. */
    async issueAccessToken(sub) {
      const account = mustExist(sub);
      if (account.disabled) throw new NotFoundError('用户不存在', 'USER_NOT_FOUND');
      const key = await importJWK(settings.signingJwk, SIGNING_ALG);
      return new SignJWT({
        client_id: settings.clientId,
        scope: API_SCOPE,
        preferred_username: account.username,
        email: account.email,
        email_verified: account.emailVerified,
      })
        .setProtectedHeader({ alg: SIGNING_ALG, typ: 'at+jwt', kid: settings.signingJwk.kid })
        .setIssuer(settings.issuer)
        .setSubject(account.sub)
        .setAudience(settings.audience)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .setJti(randomUUID())
        .sign(key);
    },
  };
  if (mailer.list) {
    const list = mailer.list.bind(mailer);
    directory.listOutbox = (): Promise<Mail[]> => list();
  }
  return directory;
}
