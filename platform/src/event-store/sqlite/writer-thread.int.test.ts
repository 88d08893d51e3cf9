import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DuplicateEventIdError } from '../duplicate-event-id-error.js';
import { WrongExpectedVersionError } from '../port.js';
import { openSqliteEventStore, type SqliteEventStore } from './sqlite-event-store.js';

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

  it('given data that cannot cross to the thread, then that group fails and later appends still land', async () => {
    const { store } = await openStore();
    const unclonable = store.append('a-1', [anEvent({ call: () => 1 })]);
    await expect(unclonable).rejects.toThrow();
    await expect(store.append('a-1', [anEvent()])).resolves.toMatchObject({ position: 1 });
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

  it('given an in-memory database or a clock of its own, then a writer thread is refused', async () => {
    await expect(openSqliteEventStore({ file: ':memory:', writer: 'thread' })).rejects.toThrow(
      'A writer thread needs a database file',
    );
  });
});
