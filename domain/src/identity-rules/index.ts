// Browser-safe identity rules shared by the embedded identity provider and the web (no node-only imports).
export {
  classifyIdentifier,
  type IdentifierKind,
  isEmailAddress,
  isJapanesePhoneNumber,
  isValidUsername,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './classify-identifier.js';
export { IDENTITY_MESSAGES, type IdentityMessageKey } from './messages.js';
export {
  ADMIN_CREATED_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  type PasswordPolicy,
  type PasswordProblem,
  passwordMinLength,
  passwordProblem,
  SELF_SERVICE_PASSWORD_MIN_LENGTH,
} from './password-policy.js';
export {
  DEFAULT_TOKEN_EXPIRY_DAYS,
  isTokenExpiryDays,
  parseTokenExpiryDays,
  TOKEN_EXPIRY_DAY_CHOICES,
  TOKEN_EXPIRY_PARAM,
  type TokenExpiryDays,
} from './token-expiry.js';
