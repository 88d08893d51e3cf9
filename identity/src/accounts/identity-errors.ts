import {
  ConflictError,
  ForbiddenError,
  IDENTITY_MESSAGES,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '@exam/domain';

/** The errors of sign-in and account operations, in the spec's words (learner §8, admin-and-platform §8). */
export const identityErrors = {
  notAuthorized: () => new UnauthorizedError(IDENTITY_MESSAGES.notAuthorized, 'NOT_AUTHORIZED'),
  userNotConfirmed: () => new ForbiddenError(IDENTITY_MESSAGES.userNotConfirmed, 'USER_NOT_CONFIRMED'),
  accountDisabled: () =>
    new ForbiddenError('このアカウントは利用停止中です。管理者にお問い合わせください', 'ACCOUNT_DISABLED'),
  usernameExists: () => new ConflictError(IDENTITY_MESSAGES.usernameExists, 'USERNAME_EXISTS'),
  emailExists: () => new ConflictError(IDENTITY_MESSAGES.emailMaybeRegistered, 'EMAIL_EXISTS'),
  invalidPassword: (problem: string) =>
    new ValidationError(IDENTITY_MESSAGES.invalidPassword, 'INVALID_PASSWORD', { problem }),
  invalidParameter: (field: string) =>
    new ValidationError(IDENTITY_MESSAGES.invalidParameter, 'INVALID_PARAMETER', { field }),
  codeMismatch: () => new ValidationError(IDENTITY_MESSAGES.codeMismatch, 'CODE_MISMATCH'),
  codeExpired: () => new ValidationError(IDENTITY_MESSAGES.codeExpired, 'CODE_EXPIRED'),
  tooManySignIns: (retryAfterSeconds: number) =>
    new TooManyRequestsError(
      `ログインの試行回数が上限に達しました。約${Math.ceil(retryAfterSeconds / 60)}分後に再度お試しください`,
      retryAfterSeconds,
    ),
  tooManyCodes: (retryAfterSeconds: number) =>
    new TooManyRequestsError(
      `確認コードの試行回数が上限に達しました。約${Math.ceil(retryAfterSeconds / 60)}分後に再度お試しください`,
      retryAfterSeconds,
    ),
};
