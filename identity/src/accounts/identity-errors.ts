import {
  ConflictError,
  ForbiddenError,
  IDENTITY_MESSAGES,
  interpolate,
  PASSWORD_MAX_LENGTH,
  type PasswordProblem,
  SELF_SERVICE_PASSWORD_MIN_LENGTH,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '@exam/domain';

const minutes = (retryAfterSeconds: number) => Math.ceil(retryAfterSeconds / 60);

/** Each refused field is named in its own words (a too-short username never reads as a password problem). */
const fieldMessage = (field: string): string => {
  switch (field) {
    case 'username':
      return IDENTITY_MESSAGES.usernameInvalid;
    case 'email':
      return IDENTITY_MESSAGES.emailInvalid;
    case 'phone_number':
      return IDENTITY_MESSAGES.phoneInvalid;
    default:
      return interpolate(IDENTITY_MESSAGES.fieldTooLong, { field });
  }
};

const passwordMessage = (problem: string, minLength: number): string => {
  switch (problem as PasswordProblem) {
    case 'empty':
      return IDENTITY_MESSAGES.passwordEmpty;
    case 'too-short':
      return interpolate(IDENTITY_MESSAGES.passwordTooShort, { min: minLength });
    case 'too-long':
      return interpolate(IDENTITY_MESSAGES.passwordTooLong, { max: PASSWORD_MAX_LENGTH });
    case 'needs-letter-and-digit':
      return IDENTITY_MESSAGES.passwordNeedsLetterAndDigit;
    default:
      return IDENTITY_MESSAGES.invalidPassword;
  }
};

/**
 * The errors of sign-in and account operations (learner spec §8, admin-and-platform §8), in the ja catalogue's
 * words; the HTTP edge and the sign-in pages say them in the caller's language.
 */
export const identityErrors = {
  notAuthorized: () => new UnauthorizedError(IDENTITY_MESSAGES.notAuthorized, 'NOT_AUTHORIZED'),
  userNotConfirmed: () => new ForbiddenError(IDENTITY_MESSAGES.userNotConfirmed, 'USER_NOT_CONFIRMED'),
  accountDisabled: () => new ForbiddenError(IDENTITY_MESSAGES.accountDisabled, 'ACCOUNT_DISABLED'),
  usernameExists: () => new ConflictError(IDENTITY_MESSAGES.usernameExists, 'USERNAME_EXISTS'),
  emailExists: () => new ConflictError(IDENTITY_MESSAGES.emailMaybeRegistered, 'EMAIL_EXISTS'),
  invalidPassword: (problem: string, minLength = SELF_SERVICE_PASSWORD_MIN_LENGTH) =>
    new ValidationError(passwordMessage(problem, minLength), 'INVALID_PASSWORD', {
      problem,
      field: 'password',
    }),
  invalidParameter: (field: string) =>
    new ValidationError(fieldMessage(field), 'INVALID_PARAMETER', { field }),
  codeMismatch: () => new ValidationError(IDENTITY_MESSAGES.codeMismatch, 'CODE_MISMATCH'),
  codeExpired: () => new ValidationError(IDENTITY_MESSAGES.codeExpired, 'CODE_EXPIRED'),
  tooManySignIns: (retryAfterSeconds: number) =>
    new TooManyRequestsError(
      interpolate(IDENTITY_MESSAGES.tooManySignIns, { minutes: minutes(retryAfterSeconds) }),
      retryAfterSeconds,
    ),
  tooManyCodes: (retryAfterSeconds: number) =>
    new TooManyRequestsError(
      interpolate(IDENTITY_MESSAGES.tooManyCodes, { minutes: minutes(retryAfterSeconds) }),
      retryAfterSeconds,
    ),
};
