import type { CommandMetadata } from '@exam/domain';
import type { AccountDirectory } from '@exam/platform';
import type { ExecuteUserCommand, UserCommandResult } from './execute.js';

export type NewUser = {
  username: string;
  email: string;
  password: string;
  isAdmin: boolean;
  /** Default true: an administrator (or the operator) vouches for the address. */
  emailVerified?: boolean;
};

export type CreatedUser = { id: string; username: string; email: string; isAdmin: boolean };

/**
 * Creates the sign-in at the directory, then records the user under the directory's subject, so the first
 * sign-in finds the user (and its role) already there. Shared by POST /users, the CLI and the demo sign-ins.
 * A directory conflict (用户名已存在 / 创建失败，邮箱可能已被注册) propagates as the directory's 409.
 */
export const createUser = async (
  { directory, execute }: { directory: AccountDirectory; execute: ExecuteUserCommand },
  user: NewUser,
  metadata?: CommandMetadata,
): Promise<{ user: CreatedUser } & UserCommandResult> => {
  const account = await directory.createAccount({
    username: user.username,
    email: user.email,
    password: user.password,
    emailVerified: user.emailVerified ?? true,
  });
  const result = await execute({
    type: 'RegisterUser',
    data: { userId: account.sub, username: account.username, email: account.email, isAdmin: user.isAdmin },
    ...(metadata ? { metadata } : {}),
  });
  return {
    user: { id: account.sub, username: account.username, email: account.email, isAdmin: user.isAdmin },
    ...result,
  };
};
