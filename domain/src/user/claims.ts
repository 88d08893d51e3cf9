import type { UserClaims } from './commands.js';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * Normalises OpenID claims (an access token's or the issuer's userinfo) into the user's fields. The spec:
 * the username is preferred_username, falling back to the e-mail; Cognito access tokens name the user in
 * `username` instead, and the subject is the last resort so a user always has a name.
 */
export const userClaimsFrom = (claims: Record<string, unknown>): UserClaims => {
  const email = text(claims.email) ?? '';
  const username =
    text(claims.preferred_username) ??
    (email || undefined) ??
    text(claims.username) ??
    text(claims['cognito:username']) ??
    text(claims.sub) ??
    '';
  const optional = {
    phoneNumber: text(claims.phone_number),
    name: text(claims.name),
    familyName: text(claims.family_name),
    givenName: text(claims.given_name),
  };
  return {
    username,
    email,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  };
};

/** Whether the claims name the user at all (Cognito access tokens carry neither: ask the userinfo endpoint). */
export const hasIdentityClaims = (claims: Record<string, unknown>): boolean =>
  text(claims.preferred_username) !== undefined || text(claims.email) !== undefined;

/** email_verified as issuers send it: a boolean, or the string "true" (Cognito's userinfo). */
export const isEmailVerified = (claims: Record<string, unknown>): boolean =>
  claims.email_verified === true || claims.email_verified === 'true';

/** ADMIN_EMAILS bootstrap: only a verified address counts, compared case-insensitively. */
export const isBootstrapAdminEmail = (
  claims: Record<string, unknown>,
  adminEmails: readonly string[],
): boolean => {
  const email = text(claims.email)?.toLowerCase();
  return email !== undefined && isEmailVerified(claims) && adminEmails.includes(email);
};
