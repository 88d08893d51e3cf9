import { openBlobStore } from '@exam/platform';
import type { Command } from 'commander';
import { seedDemoContent } from '../demo/seed.js';
import { openStores } from './stores.js';

export function registerDemoCommands(program: Command) {
  program
    .command('demo')
    .description('demo content')
    .command('seed')
    .description('create the demo question sets through the command handlers (sets that exist are skipped)')
    .action(async () => {
      const { config, eventStore } = await openStores();
      const blobStore = await openBlobStore(config);
      try {
        const result = await seedDemoContent(eventStore, undefined, blobStore);
        for (const title of result.created) console.log(`created  ${title}`);
        for (const title of result.skipped) console.log(`skipped  ${title} (exists)`);
      } finally {
        await Promise.allSettled([eventStore.close(), blobStore.close()]);
      }
    });
}
