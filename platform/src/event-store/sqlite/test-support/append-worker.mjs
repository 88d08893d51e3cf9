// Child process for the multi-process test: appends through the compiled SqliteEventStore adapter.
// argv: <adapter module url> <database file> <worker name> <rounds>
import { randomUUID } from 'node:crypto';

const [adapterUrl, file, worker, roundsText] = process.argv.slice(2);
const { openSqliteEventStore } = await import(adapterUrl);
const store = await openSqliteEventStore({ file, busyTimeoutMs: 20_000 });
const rounds = Number(roundsText);
const appendedIds = [];
let retries = 0;

const anEvent = (round) => {
  const id = randomUUID();
  appendedIds.push(id);
  return { id, type: 'WorkerAppended', data: { worker, round } };
};

/** Read the head of the stream, append expecting it, retry when the other process got there first. */
const appendWithRetry = async (stream, round) => {
  const event = anEvent(round);
  for (;;) {
    const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
    try {
      return await store.append(stream, [event], { expectedRevision: last ? last.revision : 'no_stream' });
    } catch (error) {
      if (error?.name !== 'WrongExpectedVersionError') throw error;
      retries += 1;
    }
  }
};

process.send({ kind: 'ready' });
await new Promise((resolve) => process.once('message', resolve));

for (let round = 0; round < rounds; round += 1) {
  // A short pause between requests, like real traffic: SQLite's busy handler sleeps a waiting writer, so
  // without it one process can hold the lock for its whole loop and the two would barely overlap.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 2));
  if (round % 3 === 0)
    await store.append(`own-${worker}`, [anEvent(round)], {
      expectedRevision: round === 0 ? 'no_stream' : 'stream_exists',
    });
  else if (round % 3 === 1)
    await store.append('shared-1', [anEvent(round), anEvent(round)], { expectedRevision: 'any' });
  else await appendWithRetry('contended-1', round);
}
await store.close();
process.send({ kind: 'done', appendedIds, retries }, () => process.exit(0));
