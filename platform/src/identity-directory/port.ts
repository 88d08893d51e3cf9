/**
 * The accounts of whoever signs users in, as the rest of the system needs them (administrator "create user",
 * disabling, the CLI). The embedded OpenID provider (@exam/identity) implements it; an external issuer may offer
 * a narrower adapter. Errors are DomainErrors: ConflictError 用户名已存在 (USERNAME_EXISTS) or
 * 创建失败，邮箱可能已被注册 (EMAIL_EXISTS), ValidationError 密码不符合要求 (INVALID_PASSWORD) or
 * 参数无效，请检查输入 (INVALID_PARAMETER), NotFoundError 用户不存在 (USER_NOT_FOUND).
 */
export type DirectoryAccount = {
  sub: string;
  username: string;
  email: string;
  emailVerified: boolean;
  disabled: boolean;
};

export type NewDirectoryAccount = {
  username: string;
  email: string;
  /** Checked with the administrator-created policy (at least 6 characters, spec admin-and-platform §5). */
  password: string;
  /** Default true: an administrator vouches for the address, so the user can sign in at once. */
  emailVerified?: boolean;
};

/** A message the identity service sent (or, without SMTP, wrote to its outbox). */
export type Mail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** What the mail is for, so tests and the dev mailbox can pick the right code. */
  purpose: 'verify-email' | 'reset-password';
  /** The one-time code the mail carries. */
  code?: string;
  /** ISO timestamp. */
  sentAt: string;
};

export interface AccountDirectory {
  createAccount(account: NewDirectoryAccount): Promise<Pick<DirectoryAccount, 'sub' | 'username' | 'email'>>;
  disableAccount(sub: string): Promise<void>;
  enableAccount(sub: string): Promise<void>;
  /** By username or e-mail, case-insensitive; null when there is none. */
  findAccount(usernameOrEmail: string): Promise<DirectoryAccount | null>;
  /** Embedded issuer only: a valid access token for the account, for API testing (CLI `auth token`). */
  issueAccessToken(sub: string): Promise<string>;
  /** Embedded issuer without SMTP: the mails written to the outbox, newest first. */
  listOutbox?(): Promise<Mail[]>;
}
