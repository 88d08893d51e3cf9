// One writer process of the append benchmark. Waits for "go", appends, reports its elapsed time.
import { randomUUID } from 'node:crypto';
import { openSqliteEventStore } from '@exam/platform';
import Database from 'better-sqlite3';

type Job = { mode: 'baseline' | 'eventstore'; file: string; count: number; writer: number };

export async function runAppends({ mode, file, count, writer }: Job): Promise<number> {
  if (mode === 'baseline') {
    // The baseline: a plain durable insert loop, one row per transaction, same journal settings.
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    db.exec('CREATE TABLE IF NOT EXISTS rows (id INTEGER PRIMARY KEY AUTOINCREMENT, stream TEXT, data TEXT)');
    const insert = db.prepare('INSERT INTO rows (stream, data) VALUES (?, ?)');
    const write = db.transaction((stream: string, data: string) => insert.run(stream, data));
    const started = performance.now();
    for (let i = 0; i < count; i++)
      write.immediate(`bench-${writer}-${i % 100}`, JSON.stringify({ i, writer }));
    const elapsed = performance.now() - started;
    db.close();
    return elapsed;
  }
  const store = await openSqliteEventStore({ file });
  const revisions = new Map<string, number>();
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const stream = `bench-${writer}-${i % 100}`;
    const expected = revisions.get(stream);
    const result = await store.append(
      stream,
      [{ id: randomUUID(), type: 'BenchmarkEvent', data: { i, writer } }],
      { expectedRevision: expected === undefined ? 'no_stream' : expected },
    );
    revisions.set(stream, result.nextExpectedRevision);
  }
  const elapsed = performance.now() - started;
  await store.close();
  return elapsed;
}

if (process.send) {
  process.once('message', async (job: Job) => {
    const elapsed = await runAppends(job);
    process.send?.({ elapsed }, () => process.exit(0));
  });
  process.send({ ready: true });
}
