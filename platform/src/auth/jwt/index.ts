export {
  type JwksSource,
  type JwtAuthenticatorOptions,
  jwtAuthenticator,
  type ResolvedUser,
  sessionOfClaims,
} from './jwt-authenticator.js';
export { createTestIssuer, type TestIssuer } from './test-issuer.js';
