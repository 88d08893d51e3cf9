import { type Command, InvalidArgumentError } from 'commander';
import { type EventFilter, keepsEvent, parseIsoTime, parseList, pastEnd } from './event-filter.js';
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
    .description('write the events as JSON lines on stdout, in global order (options narrow it, together)')
    .option('--from <position>', 'start after this global position', parsePosition, 0)
    .option('--to <position>', 'stop after this global position (inclusive)', parsePosition)
    .option('--type <types>', 'only these event types (comma-separated)', parseList)
    .option('--stream <prefix>', 'only streams whose name starts with this (e.g. redeemCode-)')
    .option('--since <time>', 'only events recorded at or after this ISO time', parseIsoTime)
    .option('--until <time>', 'only events recorded at or before this ISO time', parseIsoTime)
    .action(
      async (options: {
        from: number;
        to?: number;
        type?: string[];
        stream?: string;
        since?: number;
        until?: number;
      }) => {
        const from = options.from;
        const filter: EventFilter = {
          ...(options.type ? { types: options.type } : {}),
          ...(options.stream ? { streamPrefix: options.stream } : {}),
          ...(options.since !== undefined ? { sinceMs: options.since } : {}),
          ...(options.until !== undefined ? { untilMs: options.until } : {}),
          ...(options.to !== undefined ? { toPosition: options.to } : {}),
        };
        const { eventStore } = await openStores();
        try {
          let position = from;
          for (;;) {
            const page = await eventStore.readAll({ fromPosition: position, maxCount: PAGE });
            let ended = false;
            for (const event of page) {
              if (pastEnd(filter, event)) {
                ended = true;
                break;
              }
              if (!keepsEvent(filter, event)) continue;
              if (!process.stdout.write(`${JSON.stringify(event)}\n`)) {
                await new Promise((resolve) => process.stdout.once('drain', resolve));
              }
            }
            if (ended || page.length < PAGE) break;
            position = page[page.length - 1]?.position ?? position;
          }
        } finally {
          await eventStore.close();
        }
      },
    );
}
