import { openBlobStore } from '@exam/platform';
import type { Command } from 'commander';
import { seedDemoHomeContent } from '../demo/home-content.js';
import { seedDemoContent } from '../demo/seed.js';
import { openStores } from './stores.js';

export function registerDemoCommands(program: Command) {
  program
    .command('demo')
    .description('demo content')
    .command('seed')
    .description(
      'create the demo question sets and home content through the command handlers (what exists is skipped)',
    )
    .action(async () => {
      const { config, eventStore } = await openStores();
      const blobStore = await openBlobStore(config);
      try {
        const result = await seedDemoContent(eventStore, undefined, blobStore);
        for (const title of result.created) console.log(`created  ${title}`);
        for (const title of result.skipped) console.log(`skipped  ${title} (exists)`);
        const home = await seedDemoHomeContent(eventStore, blobStore);
        console.log(home === null ? 'skipped  home content (edited before)' : 'created  home content');
      } finally {
        await Promise.allSettled([eventStore.close(), blobStore.close()]);
      }
    });
}
