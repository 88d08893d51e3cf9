import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DuplicateEventIdError } from '../duplicate-event-id-error.js';
import { eventStoreContract } from '../event-store.contract.js';
import { iterate, pullUntil } from '../test-support/subscription-probe.js';
import { openSqliteEventStore } from './sqlite-event-store.js';

const temporaryDatabase = () => {
  const directory = mkdtempSync(join(tmpdir(), 'event-store-'));
  return {
    file: join(directory, 'events.db'),
    remove: () => rmSync(directory, { recursive: true, force: true }),
  };
};

eventStoreContract('SQLite file', async () => {
  const database = temporaryDatabase();
  const store = await openSqliteEventStore({ file: database.file });
  return {
    store,
    cleanup: async () => {
      await store.close();
      database.remove();
    },
  };
});

eventStoreContract('SQLite file, writer thread', async () => {
  const database = temporaryDatabase();
  const store = await openSqliteEventStore({ file: database.file, writer: 'thread' });
  return {
    store,
    cleanup: async () => {
      await store.close();
      database.remove();
    },
  };
});

eventStoreContract('SQLite in memory, without group commit', async () => {
  const store = await openSqliteEventStore({ file: ':memory:', groupCommit: false });
  return { store, cleanup: () => store.close() };
});

const anEvent = () => ({ id: randomUUID(), type: 'Happened', data: {} });

describe('SqliteEventStore specifics', () => {
  it('given an empty log, then positions start at 1 and are contiguous', async () => {
    const store = await openSqliteEventStore({ file: ':memory:' });
    expect(await store.headPosition()).toBe(0);
    await store.append('a-1', [anEvent(), anEvent()]);
    await store.append('b-1', [anEvent()]);
    expect((await store.readAll()).map((event) => event.position)).toEqual([1, 2, 3]);
    await store.close();
  });

  it('given an event id in one stream, when it is appended to another stream or place, then it is refused', async () => {
    const store = await openSqliteEventStore({ file: ':memory:' });
    const event = anEvent();
    await store.append('a-1', [event]);

    await expect(store.append('b-1', [event])).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(store.append('a-1', [anEvent(), event])).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(store.append('c-1', [event, { ...event }])).rejects.toBeInstanceOf(DuplicateEventIdError);
    expect(await store.headPosition()).toBe(1);
    await store.close();
  });

  it('given a failed append in a commit group, then the other appends of the group still land', async () => {
    const store = await openSqliteEventStore({ file: ':memory:' });
    const outcomes = await Promise.allSettled([
      store.append('a-1', [anEvent()], { expectedRevision: 'no_stream' }),
      store.append('b-1', [anEvent()], { expectedRevision: 5 }),
      store.append('c-1', [anEvent()], { expectedRevision: 'no_stream' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await store.readAll()).map((event) => [event.streamName, event.position])).toEqual([
      ['a-1', 1],
      ['c-1', 2],
    ]);
    await store.close();
  });

  it('given a slow consumer, then the subscription reads the next page only when the consumer pulls (back-pressure)', async () => {
    const store = await openSqliteEventStore({ file: ':memory:', pageSize: 10 });
    await store.append('a-1', Array.from({ length: 35 }, anEvent));
    const pageReads = vi.spyOn(store as unknown as { readPage: () => unknown }, 'readPage');
    const iterator = iterate(store.subscribeToAll());

    await pullUntil(iterator, (received) => received.length === 10);
    expect(pageReads).toHaveBeenCalledTimes(1);
    await pullUntil(iterator, (received) => received.length === 1);
    expect(pageReads).toHaveBeenCalledTimes(2);
    const rest = await pullUntil(iterator, (received) => received.at(-1)?.kind === 'caughtUp');
    expect(rest.filter((message) => message.kind === 'event')).toHaveLength(24);
    await store.close();
  });

  it('given two subscriptions at the same place, then each page is read once for both, and a later append is still seen by both', async () => {
    const store = await openSqliteEventStore({ file: ':memory:' });
    await store.append('a-1', [anEvent(), anEvent()]);
    const pageReads = vi.spyOn(store as unknown as { readPage: () => unknown }, 'readPage');
    const first = iterate(store.subscribeToAll());
    const second = iterate(store.subscribeToAll());

    await pullUntil(first, (received) => received.at(-1)?.kind === 'caughtUp');
    await pullUntil(second, (received) => received.at(-1)?.kind === 'caughtUp');
    const readsForBoth = pageReads.mock.calls.length;
    expect(readsForBoth).toBe(1);

    const later = anEvent();
    await store.append('a-1', [later]);
    const [seenFirst, seenSecond] = await Promise.all([
      pullUntil(first, (received) => received.length === 1, 2000),
      pullUntil(second, (received) => received.length === 1, 2000),
    ]);
    expect(seenFirst).toMatchObject([{ kind: 'event', event: { id: later.id, position: 3 } }]);
    expect(seenSecond).toMatchObject([{ kind: 'event', event: { id: later.id, position: 3 } }]);
    await store.close();
  });

  it('given a store on another connection to the same file, then its appends reach a subscriber by polling', async () => {
    const database = temporaryDatabase();
    const reader = await openSqliteEventStore({ file: database.file, pollIntervalMs: 10 });
    const writer = await openSqliteEventStore({ file: database.file });
    const iterator = iterate(reader.subscribeToAll());
    await pullUntil(iterator, (received) => received.length === 1);

    const event = anEvent();
    await writer.append('a-1', [event]);

    const messages = await pullUntil(iterator, (received) => received.length === 2, 2000);
    expect(messages).toMatchObject([
      { kind: 'event', event: { id: event.id, position: 1 } },
      { kind: 'caughtUp', position: 1 },
    ]);
    await Promise.all([reader.close(), writer.close()]);
    database.remove();
  });

  it.each(['inline', 'thread'] as const)(
    'given a store on the same file writing %s, then a subscriber of another store wakes at the commit, not at its poll',
    async (writerKind) => {
      const database = temporaryDatabase();
      // A poll interval far beyond the wait below: only the in-process broadcast can deliver the event in time.
      const reader = await openSqliteEventStore({ file: database.file, pollIntervalMs: 60_000 });
      const writer = await openSqliteEventStore({ file: database.file, writer: writerKind });
      const iterator = iterate(reader.subscribeToAll());
      await pullUntil(iterator, (received) => received.length === 1);

      const event = anEvent();
      await writer.append('a-1', [event]);

      const messages = await pullUntil(iterator, (received) => received.length === 2, 2000);
      expect(messages[0]).toMatchObject({ kind: 'event', event: { id: event.id } });
      await Promise.all([reader.close(), writer.close()]);
      database.remove();
    },
  );

  it('given a store on another file, then its commits do not wake this store', async () => {
    const database = temporaryDatabase();
    const other = temporaryDatabase();
    const reader = await openSqliteEventStore({ file: database.file, pollIntervalMs: 60_000 });
    const writer = await openSqliteEventStore({ file: other.file });
    const iterator = iterate(reader.subscribeToAll());
    await pullUntil(iterator, (received) => received.length === 1);
    let woke = false;
    const next = iterator.next().then(() => {
      woke = true;
    });

    await writer.append('a-1', [anEvent()]);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(woke).toBe(false);
    await Promise.all([reader.close(), writer.close()]);
    await next;
    database.remove();
    other.remove();
  });

  it('given a closed store, then appends reject and subscriptions end', async () => {
    const store = await openSqliteEventStore({ file: ':memory:' });
    const subscription = store.subscribeToAll();
    const iterator = iterate(subscription);
    await pullUntil(iterator, (received) => received.length === 1);
    const pending = iterator.next();

    await store.close();

    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    await expect(store.append('a-1', [anEvent()])).rejects.toThrow('closed');
  });
});
