import { type Language, localizeText } from '@exam/domain/i18n';
import { type CreateUserBodyInput, createUserBody } from '@exam/domain/schemas';

export type CreateUserForm = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  isAdmin: boolean;
};

export const emptyCreateUserForm: CreateUserForm = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  isAdmin: false,
};

export type CreateUserFieldErrors = Partial<Record<keyof CreateUserForm, string>>;

export type CreateUserValidation =
  | { ok: true; body: CreateUserBodyInput }
  | { ok: false; errors: CreateUserFieldErrors };

/**
 * Admin spec §5: the shared schema decides; the first message per field is shown under it, in the interface's
 * language (the schema speaks the ja catalogue; zh shows the spec's own words, 请输入用户名 and the rest).
 */
export function validateCreateUser(form: CreateUserForm, language: Language = 'ja'): CreateUserValidation {
  const parsed = createUserBody.safeParse(form);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: CreateUserFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CreateUserForm | undefined;
    if (field && !errors[field]) errors[field] = localizeText(issue.message, language);
  }
  return { ok: false, errors };
}

/** Which field a directory conflict is about, from its code (USERNAME_EXISTS / EMAIL_EXISTS). */
const CONFLICT_FIELD: Record<string, 'username' | 'email'> = {
  USERNAME_EXISTS: 'username',
  EMAIL_EXISTS: 'email',
};

/**
 * Admin spec §8 Users: which message a failed creation shows, and beside which field. A username conflict says
 * 用户名已存在 (the server's words), never the e-mail message; the e-mail message is only for an e-mail conflict
 * or a conflict the server did not word.
 */
export function createUserFailure(
  error: { status?: unknown; message?: unknown; code?: unknown } | undefined,
  messages: { emailTaken: string; generic: string },
): { message: string; field?: 'username' | 'email' } {
  const status = error?.status;
  const serverMessage =
    typeof error?.message === 'string' && error.message.trim() !== '' ? error.message : null;
  const field = typeof error?.code === 'string' ? CONFLICT_FIELD[error.code] : undefined;
  if (status === 409) {
    const message = serverMessage ?? messages.emailTaken;
    return field ? { message, field } : { message };
  }
  if (status === 400 || status === 403) return { message: serverMessage ?? messages.generic };
  return { message: messages.generic };
}

/** The message only (see createUserFailure). */
export const createUserFailureMessage = (
  error: { status?: unknown; message?: unknown; code?: unknown } | undefined,
  messages: { emailTaken: string; generic: string },
): string => createUserFailure(error, messages).message;
