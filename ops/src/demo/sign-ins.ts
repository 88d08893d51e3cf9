import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createUser, type ExecuteUserCommand } from '@exam/command-api';
import { ConflictError } from '@exam/domain/errors';
import type { AccountDirectory } from '@exam/platform';

export type DemoSignIn = {
  role: 'learner' | 'administrator';
  username: string;
  email: string;
  password: string;
};

const DEMO_USERS = [
  { role: 'learner', username: 'demo_learner', email: 'demo_learner@example.com', isAdmin: false },
  { role: 'administrator', username: 'demo_admin', email: 'demo_admin@example.com', isAdmin: true },
] as const;

const FILE = 'demo-sign-ins.json';

/** The demo sign-ins written on the first run, so every start can print them again. */
export const readDemoSignIns = (dataDir: string): DemoSignIn[] => {
  const file = join(dataDir, FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoSignIn[]) : [];
};

/**
 * First run of the embedded profile: a learner and an administrator to sign in with (e-mails verified),
 * created through the same code as `cli users create`. Passwords are random and kept in DATA_DIR (0600); an
 * account that already exists at the directory is left as it is.
 */
export const createDemoSignIns = async ({
  directory,
  execute,
  dataDir,
}: {
  directory: AccountDirectory;
  execute: ExecuteUserCommand;
  dataDir: string;
}): Promise<DemoSignIn[]> => {
  const created: DemoSignIn[] = [];
  for (const demo of DEMO_USERS) {
    const password = randomBytes(9).toString('base64url');
    try {
      await createUser(
        { directory, execute },
        { username: demo.username, email: demo.email, password, isAdmin: demo.isAdmin, emailVerified: true },
        { userId: 'demo', at: new Date().toISOString() },
      );
      created.push({ role: demo.role, username: demo.username, email: demo.email, password });
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  if (created.length > 0) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, FILE), `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600 });
  }
  return created;
};

/** How many sample learners answer the demo's free set (the statistics tab's figures on first start). */
export const SAMPLE_LEARNERS = 8;

/**
 * Demo learners as real accounts (the statistics count no learner that user management does not list): created like
 * every user (directory account, random password that is not kept: they are for figures, not for signing in). An
 * existing account is reused. Returns their user ids, in the order of the names.
 */
export const createDemoLearners = async (
  { directory, execute }: { directory: AccountDirectory; execute: ExecuteUserCommand },
  usernames: readonly string[],
): Promise<string[]> => {
  const ids: string[] = [];
  for (const username of usernames) {
    try {
      const { user } = await createUser(
        { directory, execute },
        {
          username,
          email: `${username}@example.com`,
          password: randomBytes(18).toString('base64url'),
          isAdmin: false,
          emailVerified: true,
        },
        { userId: 'demo', at: new Date().toISOString() },
      );
      ids.push(user.id);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      const existing = await directory.findAccount(username);
      if (existing) ids.push(existing.sub);
    }
  }
  return ids;
};

/** The sample learners who answer the demo's free set: demo_sample_1..8. */
export const createSampleLearners = (accounts: {
  directory: AccountDirectory;
  execute: ExecuteUserCommand;
}) =>
  createDemoLearners(
    accounts,
    Array.from({ length: SAMPLE_LEARNERS }, (_, index) => `demo_sample_${index + 1}`),
  );
