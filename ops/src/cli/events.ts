import { type Command, InvalidArgumentError } from 'commander';
import { openStores } from './stores.js';

const PAGE = 1000;

function parsePosition(value: string): number {
  const position = Number(value);
  if (!Number.isInteger(position) || position < 0)
    throw new InvalidArgumentError('a whole number >= 0 is expected');
  return position;
}

export function registerEventCommands(program: Command) {
  const events = program.command('events').description('the event log');
  events
    .command('export')
    .description('write the events as JSON lines on stdout, in global order')
    .option('--from <position>', 'start after this global position', parsePosition, 0)
    .action(async (options: { from: number }) => {
      const from = options.from;
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
