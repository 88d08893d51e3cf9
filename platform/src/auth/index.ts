export { chainAuthenticators } from './chain.js';
export { type AuthGuards, createAuthGuards } from './guards.js';
export {
  createTestIssuer,
  type JwksSource,
  type JwtAuthenticatorOptions,
  jwtAuthenticator,
  type ResolvedUser,
  sessionOfClaims,
  type TestIssuer,
} from './jwt/index.js';
export { type Authenticator, bearerToken, type Principal } from './principal.js';
export { staticTokenAuthenticator } from './static-token.js';
