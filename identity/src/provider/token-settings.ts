// What the provider's tokens carry, shared with the directory's operator-issued tokens. Kept apart from
// create-provider.ts so that reading them does not load oidc-provider.

export const SUPPORTED_SCOPES = ['openid', 'email', 'phone', 'profile', 'offline_access'] as const;
/** Access tokens last an hour; the web renews them silently 60 s before expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
/** The scope access tokens for our API carry; the API checks the audience, not scopes. */
export const API_SCOPE = 'api';
