import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '@exam/platform';
import { SingleBar } from 'cli-progress';
import { type Command, InvalidArgumentError } from 'commander';
import { type EventFilter, keepsEvent, parseIsoTime, parseList, pastEnd } from './event-filter.js';
import { openStores } from './stores.js';
import { replayToPoint } from './time-travel.js';

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
    .description(
      'write the events as JSON lines on stdout (nothing else goes there), in global order; options narrow it, together. ' +
        'Through npm use `npm run -s cli -- events export`, or --output, since npm prints its own lines on stdout',
    )
    .option(
      '--from <position>',
      'start AFTER this global position (exclusive: --from 10 begins with position 11; 0, the default, is the start)',
      parsePosition,
      0,
    )
    .option('--to <position>', 'stop after this global position (inclusive)', parsePosition)
    .option('--type <types>', 'only these event types (comma-separated)', parseList)
    .option('--stream <prefix>', 'only streams whose name starts with this (e.g. redeemCode-)')
    .option('--since <time>', 'only events recorded at or after this ISO time', parseIsoTime)
    .option('--until <time>', 'only events recorded at or before this ISO time', parseIsoTime)
    .option('--output <file>', 'write the JSON lines to this file instead of stdout')
    .action(
      async (options: {
        from: number;
        to?: number;
        type?: string[];
        stream?: string;
        since?: number;
        until?: number;
        output?: string;
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
        const out = options.output ? createWriteStream(resolve(options.output)) : process.stdout;
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
              if (!out.write(`${JSON.stringify(event)}\n`)) {
                await new Promise<void>((resolve) => out.once('drain', () => resolve()));
              }
            }
            if (ended || page.length < PAGE) break;
            position = page[page.length - 1]?.position ?? position;
          }
        } finally {
          await eventStore.close();
          if (out !== process.stdout) await new Promise<void>((resolve) => out.end(() => resolve()));
        }
      },
    );
  events
    .command('replay')
    .description(
      'time travel: the read models as they stood at a point of the log, built in a new folder (the live data is only read)',
    )
    .requiredOption(
      '--to <point>',
      'a global position, or an ISO time (the last event recorded at or before it)',
    )
    .requiredOption('--data-dir <dir>', 'a new, empty folder for the copy of the log and its read models')
    .action(async (options: { to: string; dataDir: string }) => {
      const config = loadConfig();
      const bar = new SingleBar({ format: 'replay [{bar}] {percentage}% | position {value}/{total}' });
      let started = false;
      const report = await replayToPoint({
        dataDir: config.DATA_DIR,
        targetDir: resolve(options.dataDir),
        to: options.to,
        onProgress: (position, total) => {
          if (!started) bar.start(Math.max(1, total), 0);
          started = true;
          bar.update(position);
        },
      }).finally(() => bar.stop());
      console.log(
        `read models as of position ${report.position} (${report.events} events) in ${report.dataDir}, ${report.seconds.toFixed(1)} s`,
      );
      console.log(
        `look at that moment with: DATA_DIR=${report.dataDir} npm start  (read-only: the server refuses every change)`,
      );
    });
}
