import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { DuplicateEventIdError } from '../duplicate-event-id-error.js';
import { WrongExpectedVersionError } from '../port.js';
import { openSqliteEventStore, type SqliteEventStore } from './sqlite-event-store.js';
import { WRITER_NICE } from './writer-priority.js';

/** The nice value of each thread of this process (Linux: /proc/self/task/<tid>/stat, field 19). */
const threadNiceValues = (): number[] =>
  readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // the thread ended meanwhile
    }
  });

// The contract suite runs against the writer thread too (sqlite-event-store.int.test.ts); these are its specifics.
const anEvent = (data: unknown = {}) => ({ id: randomUUID(), type: 'Happened', data });

describe('SqliteEventStore with a writer thread', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const openStore = async (): Promise<{ store: SqliteEventStore; file: string }> => {
    const directory = mkdtempSync(join(tmpdir(), 'writer-thread-'));
    const file = join(directory, 'events.db');
    const store = await openSqliteEventStore({ file, writer: 'thread' });
    cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
    cleanups.push(() => store.close());
    return { store, file };
  };

  it.runIf(process.platform === 'linux')(
    'given a writer thread, then it runs nicer than the threads that hand it groups, and they keep their priority',
    async () => {
      const before = getPriority(0);
      const niceBefore = threadNiceValues().filter((nice) => nice === before + WRITER_NICE).length;
      const { store } = await openStore();

      await store.append('nice-1', [anEvent()]);

      expect(getPriority(0)).toBe(before);
      const niceAfter = threadNiceValues().filter((nice) => nice === before + WRITER_NICE).length;
      expect(niceAfter).toBe(niceBefore + 1);
    },
  );

  it('given appends made while a group is being written, then they go together as the next group, in order', async () => {
    const { store } = await openStore();
    let groups = 0;
    store.onAppended(() => groups++);

    const first = store.append('a-1', [anEvent({ n: 0 })]);
    await new Promise((resolve) => setImmediate(resolve)); // the first group is now in the thread
    const results = await Promise.all([
      first,
      ...Array.from({ length: 40 }, (_, n) => store.append('a-1', [anEvent({ n: n + 1 })])),
    ]);

    expect(results.map((result) => result.position)).toEqual(Array.from({ length: 41 }, (_, n) => n + 1));
    const events = await store.readStream('a-1');
    expect(events.map((event) => (event.data as { n: number }).n)).toEqual(
      Array.from({ length: 41 }, (_, n) => n),
    );
    // The forty that came while the first was written went as one group.
    expect(groups).toBe(2);
  });

  it('given refusals, then they keep their class, status and details across the thread', async () => {
    const { store } = await openStore();
    const event = anEvent();
    await store.append('a-1', [event]);

    const wrongVersion = await store.append('a-1', [anEvent()], { expectedRevision: 5 }).catch((e) => e);
    expect(wrongVersion).toBeInstanceOf(WrongExpectedVersionError);
    expect(wrongVersion).toMatchObject({ status: 409, streamName: 'a-1', expected: 5, actual: 0 });
    const duplicate = await store.append('b-1', [event]).catch((e) => e);
    expect(duplicate).toBeInstanceOf(DuplicateEventIdError);
    expect(duplicate).toMatchObject({ status: 409, eventId: event.id });
    expect(await store.headPosition()).toBe(1);
  });

  it('given data JSON cannot hold among other appends, then only that append fails', async () => {
    const { store } = await openStore();
    const [before, unserialisable, after] = await Promise.allSettled([
      store.append('a-1', [anEvent()]),
      store.append('b-1', [anEvent({ big: 1n })]),
      store.append('c-1', [anEvent()]),
    ]);
    expect(before).toMatchObject({ status: 'fulfilled', value: { position: 1 } });
    expect(unserialisable).toMatchObject({ status: 'rejected', reason: expect.any(TypeError) });
    expect(after).toMatchObject({ status: 'fulfilled', value: { position: 2 } });
  });

  it('given appends not yet written, when the store closes, then they are written first', async () => {
    const { store, file } = await openStore();
    const pending = Array.from({ length: 10 }, () => store.append('a-1', [anEvent()]));
    await store.close();

    await expect(Promise.all(pending)).resolves.toHaveLength(10);
    const reopened = await openSqliteEventStore({ file });
    cleanups.push(() => reopened.close());
    expect(await reopened.headPosition()).toBe(10);
    await expect(store.append('a-1', [anEvent()])).rejects.toThrow('closed');
  });

  it('given an in-memory database, then a writer thread is refused', async () => {
    await expect(openSqliteEventStore({ file: ':memory:', writer: 'thread' })).rejects.toThrow(
      'A writer thread needs a database file',
    );
  });

  it("given a clock of its own, then `at` comes from it on the caller's thread", async () => {
    const directory = mkdtempSync(join(tmpdir(), 'writer-thread-'));
    const store = await openSqliteEventStore({
      file: join(directory, 'events.db'),
      writer: 'thread',
      now: () => '2026-01-02T03:04:05.000Z',
    });
    cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
    cleanups.push(() => store.close());
    await store.append('a-1', [anEvent()]);
    expect((await store.readStream('a-1'))[0]?.metadata.at).toBe('2026-01-02T03:04:05.000Z');
  });

  it('given the writer thread dies, then the group it was writing fails and a new thread writes the next appends', async () => {
    const { store } = await openStore();
    await store.append('a-1', [anEvent()]);
    const client = (store as unknown as { writer: { thread: { worker: Worker } } }).writer.thread;

    const inFlight = store.append('a-1', [anEvent()], { expectedRevision: 0 });
    await client.worker.terminate();

    await expect(inFlight).rejects.toThrow("the appends' outcome is unknown");
    // The next append sees whatever the dead thread committed: the stream's revision decides.
    const revision = (await store.readStream('a-1')).length - 1;
    await expect(store.append('a-1', [anEvent()], { expectedRevision: revision })).resolves.toMatchObject({
      nextExpectedRevision: revision + 1,
    });
    expect(await store.readStream('a-1')).toHaveLength(revision + 2);
  });
});
