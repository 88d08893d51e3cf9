import type { Command } from 'commander';
import { openStores } from './stores.js';

const PAGE = 1000;

export function registerEventCommands(program: Command) {
  const events = program.command('events').description('the event log');
  events
    .command('export')
    .description('write the events as JSON lines on stdout, in global order')
    .option('--from <position>', 'start after this global position', '0')
    .action(async (options: { from: string }) => {
      const from = Number(options.from);
      if (!Number.isInteger(from) || from < 0) throw new Error('--from takes a whole number >= 0');
      const { eventStore } = await openStores();
      try {
        let position = from;
        for (;;) {
          const page = await eventStore.readAll({ fromPosition: position, maxCount: PAGE });
          for (const event of page) {
            if (!process.stdout.write(`${JSON.stringify(event)}\n`)) {
              await new Promise((resolve) => process.stdout.once('drain', resolve));
            }
          }
          if (page.length < PAGE) break;
          position = page[page.length - 1]?.position ?? position;
        }
      } finally {
        await eventStore.close();
      }
    });
}
