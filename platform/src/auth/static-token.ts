import { createHash, timingSafeEqual } from 'node:crypto';
import type { Authenticator } from './principal.js';

/** The acting person recorded on events appended with the operator token (issue 15: audits tell it apart). */
export const OPERATOR_ID = 'operator';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The operator / service token: a bearer equal to ADMIN_API_TOKEN is the system administrator (for scripts,
 * the CLI and the API reference). People sign in through the OpenID issuer (jwtAuthenticator, tried first);
 * this token is not a person's session and never appears in the users list. Compared in constant time
 * (hashes of equal length).
 */
export function staticTokenAuthenticator(adminToken: string | undefined): Authenticator {
  const expected = adminToken ? digest(adminToken) : null;
  return async (token) =>
    expected && timingSafeEqual(digest(token), expected)
      ? { userId: OPERATOR_ID, username: OPERATOR_ID, isAdmin: true }
      : null;
}
