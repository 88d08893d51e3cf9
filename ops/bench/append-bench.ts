// Event appends per second, durable (WAL + synchronous=FULL), against a plain SQLite insert loop in the same run.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAppends } from './append-worker.js';
import { printTable, round } from './measure.js';

const workerFile = fileURLToPath(new URL('./append-worker.js', import.meta.url));

async function parallel(mode: 'baseline' | 'eventstore', file: string, writers: number, perWriter: number) {
  const children = Array.from({ length: writers }, () => fork(workerFile, [], { stdio: 'inherit' }));
  await Promise.all(children.map((child) => new Promise((resolve) => child.once('message', resolve))));
  const started = performance.now();
  await Promise.all(
    children.map(
      (child, writer) =>
        new Promise((resolve) => {
          child.once('message', resolve);
          child.send({ mode, file, count: perWriter, writer });
        }),
    ),
  );
  return performance.now() - started;
}

export async function appendBenchmark({ count = 3000, writers = 4 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'append-bench-'));
  try {
    const single = {
      baseline: await runAppends({
        mode: 'baseline',
        file: join(dir, 'single-baseline.db'),
        count,
        writer: 0,
      }),
      eventstore: await runAppends({
        mode: 'eventstore',
        file: join(dir, 'single-events.db'),
        count,
        writer: 0,
      }),
    };
    const perWriter = Math.ceil(count / writers);
    const total = perWriter * writers;
    const several = {
      baseline: await parallel('baseline', join(dir, 'multi-baseline.db'), writers, perWriter),
      eventstore: await parallel('eventstore', join(dir, 'multi-events.db'), writers, perWriter),
    };
    const rate = (n: number, ms: number) => round((n / ms) * 1000, 0);
    const rows = [
      {
        case: '1 writer',
        'plain insert/s': rate(count, single.baseline),
        'event append/s': rate(count, single.eventstore),
        ratio: round(single.baseline / single.eventstore, 2),
      },
      {
        case: `${writers} writer processes`,
        'plain insert/s': rate(total, several.baseline),
        'event append/s': rate(total, several.eventstore),
        ratio: round(several.baseline / several.eventstore, 2),
      },
    ];
    printTable(
      `Durable appends (${count} events, one event per transaction; ratio = event store / plain insert)`,
      rows,
    );
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
