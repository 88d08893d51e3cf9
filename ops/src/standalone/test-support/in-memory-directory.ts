import { randomUUID } from 'node:crypto';
import { IDENTITY_MESSAGES } from '@exam/domain';
import { ConflictError, NotFoundError } from '@exam/domain/errors';
import type { AccountDirectory, DirectoryAccount } from '@exam/platform';

/** An AccountDirectory in memory with the embedded directory's conflict messages. */
export class InMemoryDirectory implements AccountDirectory {
  readonly accounts = new Map<string, DirectoryAccount>();

  async createAccount(account: {
    username: string;
    email: string;
    password: string;
    emailVerified?: boolean;
  }) {
    const taken = (field: 'username' | 'email') =>
      [...this.accounts.values()].some(
        (known) => known[field].toLowerCase() === account[field].toLowerCase(),
      );
    if (taken('username')) throw new ConflictError(IDENTITY_MESSAGES.usernameExists, 'USERNAME_EXISTS');
    if (taken('email')) throw new ConflictError(IDENTITY_MESSAGES.emailMaybeRegistered, 'EMAIL_EXISTS');
    const sub = randomUUID();
    const created = {
      sub,
      username: account.username,
      email: account.email,
      emailVerified: account.emailVerified ?? true,
      disabled: false,
    };
    this.accounts.set(sub, created);
    return { sub, username: created.username, email: created.email };
  }

  async disableAccount(sub: string) {
    this.require(sub).disabled = true;
  }

  async enableAccount(sub: string) {
    this.require(sub).disabled = false;
  }

  async findAccount(usernameOrEmail: string) {
    const wanted = usernameOrEmail.toLowerCase();
    return (
      [...this.accounts.values()].find(
        (account) => account.username.toLowerCase() === wanted || account.email.toLowerCase() === wanted,
      ) ?? null
    );
  }

  async issueAccessToken(): Promise<string> {
    throw new Error('the in-memory directory issues no tokens');
  }

  private require(sub: string) {
    const account = this.accounts.get(sub);
    if (!account) throw new NotFoundError('用户不存在', 'USER_NOT_FOUND');
    return account;
  }
}
