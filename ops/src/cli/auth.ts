import type { Command } from 'commander';
import { issuerMismatch } from '../standalone/running-server.js';
import { EXTERNAL_ACCOUNTS_MESSAGE, openDirectory } from './directory.js';
import { openStores } from './stores.js';

export function registerAuthCommands(program: Command) {
  program
    .command('auth')
    .description('sign-in tools (embedded provider)')
    .command('token')
    .description(
      'print an access token of a user, for calling the API by hand (Authorization: Bearer <token>)',
    )
    .argument('<usernameOrEmail>')
    .action(async (usernameOrEmail: string) => {
      const { config, eventStore } = await openStores();
      await eventStore.close();
      const opened = await openDirectory(config);
      if (!opened) throw new Error(EXTERNAL_ACCOUNTS_MESSAGE);
      try {
        const account = await opened.directory.findAccount(usernameOrEmail);
        if (!account) throw new Error(`no account named ${usernameOrEmail}`);
        const warning = issuerMismatch(config.DATA_DIR, config.OIDC_ISSUER);
        if (warning) console.error(warning);
        console.log(await opened.directory.issueAccessToken(account.sub));
      } finally {
        await opened.close();
      }
    });
}
