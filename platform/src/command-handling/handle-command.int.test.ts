import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Decider, type Event, ValidationError } from '@exam/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EventStore, type ReadStreamOptions, WrongExpectedVersionError } from '../event-store/port.js';
import { openSqliteEventStore } from '../event-store/sqlite/index.js';
import { handleCommand } from './handle-command.js';

// A tiny counter aggregate: enough to exercise read / decide / append / retry.
type Incremented = Event<'Incremented', { by: number }>;
type Increment = { type: 'Increment'; data: { by: number; max: number }; metadata?: { userId?: string } };
const counter: Decider<number, Increment, Incremented> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.by,
  decide: (command, total) => {
    if (total + command.data.by > command.data.max) throw new ValidationError('too many');
    return command.data.by === 0 ? [] : [{ type: 'Incremented', data: { by: command.data.by } }];
  },
};

describe('handleCommand', () => {
  let dir: string;
  let store: EventStore;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'handle-command-'));
    store = await openSqliteEventStore({ file: join(dir, 'events.db') });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const increment = (by: number, max = 100): Increment => ({
    type: 'Increment',
    data: { by, max },
    metadata: { userId: 'u1' },
  });

  it('given an empty stream, when a command decides an event, then it is appended with its metadata', async () => {
    const result = await handleCommand({
      eventStore: store,
      decider: counter,
      streamName: 'counter-1',
      command: increment(2),
    });
    expect(result.nextExpectedRevision).toBe(0);
    expect(result.position).toBe(1);
    const [event] = await store.readStream('counter-1');
    expect(event).toMatchObject({
      type: 'Incremented',
      data: { by: 2 },
      revision: 0,
      metadata: { userId: 'u1' },
    });
    expect(event?.metadata.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('given a decision with no events, then nothing is appended and position is 0', async () => {
    await handleCommand({
      eventStore: store,
      decider: counter,
      streamName: 'counter-1',
      command: increment(1),
    });
    const result = await handleCommand({
      eventStore: store,
      decider: counter,
      streamName: 'counter-1',
      command: increment(0),
    });
    expect(result).toEqual({ events: [], nextExpectedRevision: 0, position: 0 });
    expect(await store.readStream('counter-1')).toHaveLength(1);
  });

  it('given a domain error, then it propagates and nothing is appended', async () => {
    await expect(
      handleCommand({
        eventStore: store,
        decider: counter,
        streamName: 'counter-1',
        command: increment(5, 3),
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await store.headPosition()).toBe(0);
  });

  it('given a concurrent append between read and append, then it retries against the new state', async () => {
    await handleCommand({
      eventStore: store,
      decider: counter,
      streamName: 'counter-1',
      command: increment(1),
    });
    let interfered = false;
    const racing: Pick<EventStore, 'readStream' | 'append'> = {
      readStream: (stream, options) => store.readStream(stream, options),
      append: async (stream, events, options) => {
        if (!interfered) {
          interfered = true;
          await store.append(stream, [{ id: crypto.randomUUID(), type: 'Incremented', data: { by: 10 } }]);
        }
        return store.append(stream, events, options);
      },
    };
    const reads: Array<number | undefined> = [];
    const recording = {
      ...racing,
      readStream: (stream: string, options?: ReadStreamOptions) => {
        reads.push(options?.fromRevision);
        return racing.readStream(stream, options);
      },
    };
    const result = await handleCommand({
      eventStore: recording,
      decider: counter,
      streamName: 'counter-1',
      command: increment(3),
    });
    expect(result.nextExpectedRevision).toBe(2);
    // The whole stream once, then only what the racing writer appended past the state decided on.
    expect(reads).toEqual([undefined, 1]);
    const totals = (await store.readStream('counter-1')).map((event) => (event.data as { by: number }).by);
    expect(totals).toEqual([1, 10, 3]);
  });

  it('given conflicts on every attempt, then it gives up with WrongExpectedVersion after maxRetries', async () => {
    let appends = 0;
    const alwaysStale: Pick<EventStore, 'readStream' | 'append'> = {
      readStream: async () => [],
      append: async (stream) => {
        appends++;
        throw new WrongExpectedVersionError(stream, 'no_stream', 0);
      },
    };
    await expect(
      handleCommand({
        eventStore: alwaysStale,
        decider: counter,
        streamName: 'c',
        command: increment(1),
        maxRetries: 2,
      }),
    ).rejects.toBeInstanceOf(WrongExpectedVersionError);
    expect(appends).toBe(3);
  });
});
