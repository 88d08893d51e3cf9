import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Decider, type Event, ValidationError } from '@exam/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore, ReadStreamOptions } from '../event-store/port.js';
import { openSqliteEventStore } from '../event-store/sqlite/index.js';
import { AggregateStateCache } from './aggregate-state-cache.js';
import { handleCommand } from './handle-command.js';

// A list aggregate whose state is a fresh array per event (evolve never mutates), with a cap to decide on.
type Added = Event<'Added', { item: string }> | Event<'Cleared', Record<string, never>>;
type Add = { type: 'Add'; data: { item: string; max: number } };
const list: Decider<readonly string[], Add, Added> = {
  initialState: () => [],
  evolve: (items, event) => (event.type === 'Cleared' ? [] : [...items, event.data.item]),
  decide: (command, items) => {
    if (items.length >= command.data.max) throw new ValidationError('full');
    if (items.includes(command.data.item)) return [];
    return [{ type: 'Added', data: { item: command.data.item } }];
  },
};
const add = (item: string, max = 100): Add => ({ type: 'Add', data: { item, max } });

describe('handleCommand with a state cache', () => {
  let dir: string;
  let store: EventStore;
  let reads: Array<{ stream: string; options: ReadStreamOptions | undefined; returned: number }>;
  let recordingStore: Pick<EventStore, 'readStream' | 'append'>;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'handle-command-cache-'));
    store = await openSqliteEventStore({ file: join(dir, 'events.db') });
    reads = [];
    recordingStore = {
      readStream: async (stream, options) => {
        const events = await store.readStream(stream, options);
        reads.push({ stream, options, returned: events.length });
        return events;
      },
      append: (stream, events, options) => store.append(stream, events, options),
    };
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Runs `add` for each item through the recording store, with the cache. */
  const addAll = async (stateCache: AggregateStateCache<readonly string[]>, items: string[]) => {
    for (const item of items)
      await handleCommand({
        eventStore: recordingStore,
        decider: list,
        streamName: 's',
        command: add(item),
        stateCache,
      });
  };

  it('given a cached stream, when the next commands append, then they decide on the cache without reading the store', async () => {
    const stateCache = new AggregateStateCache<readonly string[]>();
    await addAll(stateCache, ['a', 'b', 'c']);
    expect(reads.map((read) => [read.options?.fromRevision, read.returned])).toEqual([[undefined, 0]]);
    expect(stateCache.get('s')).toEqual({ revision: 2, state: ['a', 'b', 'c'] });
  });

  it('given a cached state that refuses, when another writer has changed the stream, then the refusal is taken again on the events read past the cache', async () => {
    const stateCache = new AggregateStateCache<readonly string[]>();
    await addAll(stateCache, ['a', 'b']);
    await store.append('s', [{ id: crypto.randomUUID(), type: 'Cleared', data: {} }]);
    reads = [];

    // Full at 2 on the cached ['a', 'b']; the store says the list was cleared: 'c' is accepted.
    const result = await handleCommand({
      eventStore: recordingStore,
      decider: list,
      streamName: 's',
      command: add('c', 2),
      stateCache,
    });

    expect(result.events.map((event) => event.data)).toEqual([{ item: 'c' }]);
    expect(reads.map((read) => [read.options?.fromRevision, read.returned])).toEqual([[2, 1]]);
    expect(stateCache.get('s')).toEqual({ revision: 3, state: ['c'] });
  });

  it('given a cached state that refuses and nothing newer in the store, then the refusal stands after one read', async () => {
    const stateCache = new AggregateStateCache<readonly string[]>();
    await addAll(stateCache, ['a', 'b']);
    reads = [];

    await expect(
      handleCommand({
        eventStore: recordingStore,
        decider: list,
        streamName: 's',
        command: add('c', 2),
        stateCache,
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(reads.map((read) => [read.options?.fromRevision, read.returned])).toEqual([[2, 0]]);
  });

  it('given another writer appended after the cached revision, then the next decision sees its events', async () => {
    const stateCache = new AggregateStateCache<readonly string[]>();
    await addAll(stateCache, ['a', 'b']);
    await store.append('s', [{ id: crypto.randomUUID(), type: 'Added', data: { item: 'x' } }]);
    // Full at 3 items: the decision must count the other writer's 'x'.
    await expect(
      handleCommand({
        eventStore: recordingStore,
        decider: list,
        streamName: 's',
        command: add('c', 3),
        stateCache,
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(stateCache.get('s')).toEqual({ revision: 2, state: ['a', 'b', 'x'] });
  });

  it('given another writer appends between the read and the append, then the retry reads only the events past the state it decided on', async () => {
    const stateCache = new AggregateStateCache<readonly string[]>();
    await addAll(stateCache, ['a', 'b']);
    let interfered = false;
    const racing: Pick<EventStore, 'readStream' | 'append'> = {
      readStream: recordingStore.readStream,
      append: async (stream, events, options) => {
        if (!interfered) {
          interfered = true;
          await store.append(stream, [{ id: crypto.randomUUID(), type: 'Added', data: { item: 'c' } }]);
        }
        return store.append(stream, events, options);
      },
    };
    reads = [];
    // The racing writer adds 'c' itself: the retry, deciding on the store's state, appends nothing.
    const result = await handleCommand({
      eventStore: racing,
      decider: list,
      streamName: 's',
      command: add('c'),
      stateCache,
    });
    expect(result).toEqual({ events: [], nextExpectedRevision: 2, position: 0 });
    // No read before the first attempt (the cache); after the conflict, only the racing writer's event.
    expect(reads.map((read) => [read.options?.fromRevision, read.returned])).toEqual([[2, 1]]);
    expect(stateCache.get('s')).toEqual({ revision: 2, state: ['a', 'b', 'c'] });
    expect((await store.readStream('s')).map((event) => (event.data as { item: string }).item)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('given the same commands, then the cached path decides and appends exactly as the uncached one', async () => {
    const stateCache = new AggregateStateCache<readonly string[]>(1);
    const items = ['a', 'b', 'a', 'c', 'd', 'b', 'e', 'f', 'g', 'a'];
    const outcomes = async (streamName: string, cache?: AggregateStateCache<readonly string[]>) => {
      const results: unknown[] = [];
      for (const [index, item] of items.entries()) {
        // Two streams alternate so that a one-entry cache also evicts and reloads.
        await handleCommand({
          eventStore: store,
          decider: list,
          streamName: `${streamName}-other`,
          command: add(item),
          stateCache: cache,
        });
        try {
          const result = await handleCommand({
            eventStore: store,
            decider: list,
            streamName,
            command: add(item, 6),
            ...(cache ? { stateCache: cache } : {}),
          });
          results.push([index, result.nextExpectedRevision, result.events.map((event) => event.data)]);
        } catch (error) {
          results.push([index, (error as Error).message]);
        }
      }
      const stored = (await store.readStream(streamName)).map((event) => [event.revision, event.data]);
      return { results, stored };
    };
    const uncached = await outcomes('plain');
    const cached = await outcomes('cached', stateCache);
    expect(cached).toEqual(uncached);
    expect(uncached.results).toContainEqual([9, 'full']);
  });
});
