import { createUser, userExecutor } from '@exam/command-api';
import type { Config, DocumentStore, EventStore } from '@exam/platform';
import { USERS, type UserDocument } from '@exam/projections';
import type { Command } from 'commander';
import { EXTERNAL_ACCOUNTS_MESSAGE, openDirectory } from './directory.js';
import { openStores } from './stores.js';

/** Who the CLI's commands are recorded as (`changedBy`, metadata `userId`). */
export const CLI_ACTOR = 'cli';

const cliMetadata = () => ({ userId: CLI_ACTOR, at: new Date().toISOString() });

/**
 * A user's subject from a username or e-mail: the embedded directory knows every account; with an external
 * issuer, the users read model knows those who have signed in.
 */
const findSubject = async (
  config: Config,
  documentStore: () => Promise<DocumentStore>,
  usernameOrEmail: string,
): Promise<string | null> => {
  const opened = await openDirectory(config);
  if (opened) {
    try {
      return (await opened.directory.findAccount(usernameOrEmail))?.sub ?? null;
    } finally {
      await opened.close();
    }
  }
  const store = await documentStore();
  try {
    const wanted = usernameOrEmail.trim();
    const [user] = await store
      .collection<UserDocument>(USERS)
      .find({ deleted: false, $or: [{ username: wanted }, { email: wanted }] }, { limit: 1 });
    return user?.id ?? null;
  } finally {
    await store.close();
  }
};

export function registerUserCommands(program: Command) {
  const users = program.command('users').description('users and their roles');

  users
    .command('create')
    .description('create a sign-in at the embedded provider (e-mail verified) and record the user')
    .argument('<username>')
    .argument('<email>')
    .argument('<password>', 'at least 6 characters')
    .option('--admin', 'make the user an administrator', false)
    .action(async (username: string, email: string, password: string, options: { admin: boolean }) => {
      const { config, eventStore } = await openStores();
      try {
        const opened = await openDirectory(config);
        if (!opened) throw new Error(EXTERNAL_ACCOUNTS_MESSAGE);
        try {
          const { user } = await createUser(
            { directory: opened.directory, execute: userExecutor(eventStore) },
            { username, email, password, isAdmin: options.admin },
            cliMetadata(),
          );
          console.log(
            `created  ${user.username} <${user.email}>  id ${user.id}${user.isAdmin ? '  (administrator)' : ''}`,
          );
        } finally {
          await opened.close();
        }
      } finally {
        await eventStore.close();
      }
    });

  users
    .command('promote')
    .description('make a user an administrator (by username or e-mail)')
    .argument('<usernameOrEmail>')
    .action(async (usernameOrEmail: string) => {
      const { config, eventStore, documentStore } = await openStores();
      try {
        await promote(config, eventStore, documentStore, usernameOrEmail);
      } finally {
        await eventStore.close();
      }
    });
}

const promote = async (
  config: Config,
  eventStore: EventStore,
  documentStore: () => Promise<DocumentStore>,
  usernameOrEmail: string,
) => {
  const userId = await findSubject(config, documentStore, usernameOrEmail);
  if (!userId) throw new Error(`no user named ${usernameOrEmail}`);
  const execute = userExecutor(eventStore);
  const metadata = cliMetadata();
  try {
    const { eventCount } = await execute({
      type: 'ChangeUserRole',
      data: { userId, isAdmin: true, changedBy: CLI_ACTOR },
      metadata,
    });
    console.log(
      eventCount > 0
        ? `promoted ${usernameOrEmail} (${userId})`
        : `${usernameOrEmail} is already an administrator`,
    );
  } catch (error) {
    // A sign-in that was created at the provider but never recorded (the user has not signed in yet).
    if ((error as { code?: string }).code !== 'USER_NOT_FOUND') throw error;
    const opened = await openDirectory(config);
    const account = opened ? await opened.directory.findAccount(usernameOrEmail) : null;
    await opened?.close();
    if (!account) throw error;
    await execute({
      type: 'RegisterUser',
      data: { userId, username: account.username, email: account.email, isAdmin: true },
      metadata,
    });
    console.log(`recorded and promoted ${usernameOrEmail} (${userId})`);
  }
};
