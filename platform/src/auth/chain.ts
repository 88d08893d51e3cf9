import type { Authenticator } from './principal.js';

/**
 * Tries each authenticator in order and takes the first principal: signed-in users' access tokens first,
 * then the operator's ADMIN_API_TOKEN (a service token for scripts and the CLI, not a person's sign-in).
 */
export const chainAuthenticators =
  (...authenticators: readonly Authenticator[]): Authenticator =>
  async (token) => {
    for (const authenticate of authenticators) {
      const principal = await authenticate(token);
      if (principal) return principal;
    }
    return null;
  };
