export { type AuthGuards, createAuthGuards } from './guards.js';
export { type Authenticator, bearerToken, type Principal } from './principal.js';
export { staticTokenAuthenticator } from './static-token.js';
