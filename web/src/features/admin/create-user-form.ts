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

/** Admin spec §5: the shared schema decides; the first message per field is shown under it. */
export function validateCreateUser(form: CreateUserForm): CreateUserValidation {
  const parsed = createUserBody.safeParse(form);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: CreateUserFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CreateUserForm | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** Admin spec §8 Users: which message a failed creation shows. */
export function createUserFailureMessage(
  error: { status?: unknown; message?: unknown } | undefined,
  messages: { emailTaken: string; generic: string },
): string {
  const status = error?.status;
  const serverMessage =
    typeof error?.message === 'string' && error.message.trim() !== '' ? error.message : null;
  if (status === 409) return serverMessage ?? messages.emailTaken;
  if (status === 400 || status === 403) return serverMessage ?? messages.generic;
  return messages.generic;
}
