import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EventStore, type EventToAppend, WrongExpectedVersionError } from './port.js';
import {
  eventIdsIn,
  iterate,
  pullUntil,
  receivedAllThenCaughtUp,
} from './test-support/subscription-probe.js';

export type EventStoreContractFactory = () => Promise<{ store: EventStore; cleanup(): Promise<void> }>;

/**
 * The behaviour every EventStore adapter must show. Stream names are unique per test and the log may hold
 * other events (a shared EventStoreDB), so assertions look only at this test's streams and at relative positions.
 */
export function eventStoreContract(name: string, factory: EventStoreContractFactory): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await factory());
    });
    afterEach(async () => {
      await cleanup();
    });

    const newStream = (prefix = 'contract') => `${prefix}-${randomUUID()}`;
    const anEvent = (
      type = 'SomethingHappened',
      data: unknown = { n: 1 },
      metadata?: EventToAppend['metadata'],
    ) => ({
      id: randomUUID(),
      type,
      data,
      ...(metadata ? { metadata } : {}),
    });
    const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
      try {
        await promise;
      } catch (error) {
        return error;
      }
      throw new Error('expected the promise to reject');
    };

    describe('append and readStream', () => {
      it('given a new stream, when events are appended, then they read back in order with revisions from 0', async () => {
        const stream = newStream();
        const events = [
          anEvent(
            'Opened',
            { title: '基本情報' },
            { userId: 'u-1', correlationId: 'c-1', at: '2024-01-02T03:04:05.000Z' },
          ),
          anEvent('Renamed', { title: '応用情報' }),
        ];

        const result = await store.append(stream, events, { expectedRevision: 'no_stream' });
        const read = await store.readStream(stream);

        expect(
          read.map((event) => [event.id, event.type, event.data, event.revision, event.streamName]),
        ).toEqual([
          [events[0]?.id, 'Opened', { title: '基本情報' }, 0, stream],
          [events[1]?.id, 'Renamed', { title: '応用情報' }, 1, stream],
        ]);
        expect(read[0]?.metadata).toEqual({
          userId: 'u-1',
          correlationId: 'c-1',
          at: '2024-01-02T03:04:05.000Z',
        });
        expect(Number.isNaN(Date.parse(read[1]?.metadata.at ?? ''))).toBe(false);
        expect(result).toEqual({ nextExpectedRevision: 1, position: read[1]?.position });
        expect(read[1]?.position).toBeGreaterThan(read[0]?.position ?? Number.POSITIVE_INFINITY);
      });

      it('given a stream that was never written, when it is read, then it is empty', async () => {
        expect(await store.readStream(newStream())).toEqual([]);
      });

      it('given appends, then headPosition is the position of the last one', async () => {
        const result = await store.append(newStream(), [anEvent(), anEvent()]);
        expect(await store.headPosition()).toBe(result.position);
      });
    });

    describe('expected revision', () => {
      const streamWithTwoEvents = async () => {
        const stream = newStream();
        await store.append(stream, [anEvent(), anEvent()], { expectedRevision: 'no_stream' });
        return stream;
      };

      it('no_stream: accepted for a new stream, refused for an existing one', async () => {
        const stream = await streamWithTwoEvents();
        const error = await rejection(store.append(stream, [anEvent()], { expectedRevision: 'no_stream' }));
        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect(error).toMatchObject({ streamName: stream, expected: 'no_stream', actual: 1, status: 409 });
      });

      it('stream_exists: refused for a new stream, accepted for an existing one', async () => {
        const fresh = newStream();
        const error = await rejection(
          store.append(fresh, [anEvent()], { expectedRevision: 'stream_exists' }),
        );
        expect(error).toMatchObject({ name: 'WrongExpectedVersionError', actual: 'no_stream' });
        expect(await store.readStream(fresh)).toEqual([]);

        const stream = await streamWithTwoEvents();
        const result = await store.append(stream, [anEvent()], { expectedRevision: 'stream_exists' });
        expect(result.nextExpectedRevision).toBe(2);
      });

      it('any (also the default): accepted whatever the stream holds', async () => {
        const stream = newStream();
        await store.append(stream, [anEvent()], { expectedRevision: 'any' });
        const result = await store.append(stream, [anEvent()]);
        expect(result.nextExpectedRevision).toBe(1);
      });

      it('a revision number: accepted when it is the last revision, refused otherwise', async () => {
        const stream = await streamWithTwoEvents();
        const stale = await rejection(store.append(stream, [anEvent()], { expectedRevision: 0 }));
        expect(stale).toBeInstanceOf(WrongExpectedVersionError);
        expect(stale).toMatchObject({ expected: 0, actual: 1 });
        const ahead = await rejection(store.append(newStream(), [anEvent()], { expectedRevision: 0 }));
        expect(ahead).toMatchObject({ expected: 0, actual: 'no_stream' });

        const result = await store.append(stream, [anEvent()], { expectedRevision: 1 });
        expect(result.nextExpectedRevision).toBe(2);
        expect((await store.readStream(stream)).length).toBe(3);
      });
    });

    describe('idempotent event ids', () => {
      it('given an append, when the same events are appended again at the same place, then the original result comes back and nothing is duplicated', async () => {
        const stream = newStream();
        const events = [anEvent(), anEvent()];
        const first = await store.append(stream, events, { expectedRevision: 'no_stream' });

        const again = await store.append(stream, events, { expectedRevision: 'no_stream' });
        const againWithAny = await store.append(stream, events, { expectedRevision: 'any' });

        expect(again).toEqual(first);
        expect(againWithAny).toEqual(first);
        expect((await store.readStream(stream)).map((event) => event.id)).toEqual(
          events.map((event) => event.id),
        );
      });

      it('given later appends, when an earlier append is retried with its revision, then it is still idempotent', async () => {
        const stream = newStream();
        await store.append(stream, [anEvent()], { expectedRevision: 'no_stream' });
        const retried = [anEvent()];
        const original = await store.append(stream, retried, { expectedRevision: 0 });
        await store.append(stream, [anEvent()], { expectedRevision: 1 });

        expect(await store.append(stream, retried, { expectedRevision: 0 })).toEqual(original);
        expect((await store.readStream(stream)).length).toBe(3);
      });
    });

    describe('readStream options', () => {
      const streamOfFive = async () => {
        const stream = newStream();
        await store.append(
          stream,
          [0, 1, 2, 3, 4].map((n) => anEvent('Counted', { n })),
        );
        return stream;
      };
      const numbers = (events: Array<{ data: unknown }>) =>
        events.map((event) => (event.data as { n: number }).n);

      it('reads forwards from an inclusive revision, at most maxCount', async () => {
        const stream = await streamOfFive();
        expect(numbers(await store.readStream(stream, { fromRevision: 2 }))).toEqual([2, 3, 4]);
        expect(numbers(await store.readStream(stream, { fromRevision: 1, maxCount: 2 }))).toEqual([1, 2]);
        expect(await store.readStream(stream, { fromRevision: 9 })).toEqual([]);
      });

      it('reads backwards from the end by default, or from an inclusive revision', async () => {
        const stream = await streamOfFive();
        expect(numbers(await store.readStream(stream, { direction: 'backwards' }))).toEqual([4, 3, 2, 1, 0]);
        expect(numbers(await store.readStream(stream, { direction: 'backwards', maxCount: 1 }))).toEqual([4]);
        expect(
          numbers(await store.readStream(stream, { direction: 'backwards', fromRevision: 2, maxCount: 2 })),
        ).toEqual([2, 1]);
      });
    });

    describe('readAll', () => {
      it('reads after an exclusive position, in strictly increasing positions, at most maxCount', async () => {
        const start = await store.headPosition();
        const [a, b] = [newStream('a'), newStream('b')];
        await store.append(a, [anEvent()]);
        await store.append(b, [anEvent(), anEvent()]);
        await store.append(a, [anEvent()]);
        const ours = new Set([a, b]);

        const all = (await store.readAll({ fromPosition: start })).filter((event) =>
          ours.has(event.streamName),
        );
        expect(all.map((event) => event.streamName)).toEqual([a, b, b, a]);
        const positions = all.map((event) => event.position);
        for (const [index, position] of positions.slice(1).entries()) {
          expect(position).toBeGreaterThan(positions[index] as number);
        }
        expect(positions[0]).toBeGreaterThan(start);

        const afterSecond = await store.readAll({ fromPosition: positions[1] as number, maxCount: 2 });
        expect(afterSecond.map((event) => event.position)).toEqual(positions.slice(2, 4));
      });
    });

    describe('subscribeToAll', () => {
      it('catches up, says caughtUp, then delivers live appends and says caughtUp again', async () => {
        const start = await store.headPosition();
        const stream = newStream();
        const before = [anEvent(), anEvent(), anEvent()];
        await store.append(stream, before);
        const subscription = store.subscribeToAll({ fromPosition: start });
        const iterator = iterate(subscription);

        const catchUp = await pullUntil(iterator, receivedAllThenCaughtUp(before.map((event) => event.id)));
        expect(eventIdsIn(catchUp, new Set(before.map((event) => event.id)))).toEqual(
          before.map((event) => event.id),
        );
        const lastCatchUp = catchUp.at(-1);
        const [stored] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
        expect(lastCatchUp).toEqual({ kind: 'caughtUp', position: stored?.position });

        const live = [anEvent(), anEvent()];
        const pulling = pullUntil(iterator, receivedAllThenCaughtUp(live.map((event) => event.id)));
        await store.append(stream, live);
        const liveMessages = await pulling;
        expect(eventIdsIn(liveMessages, new Set(live.map((event) => event.id)))).toEqual(
          live.map((event) => event.id),
        );
        await subscription.close();
      });

      it('starts after an exclusive position', async () => {
        const stream = newStream();
        const events = [anEvent(), anEvent(), anEvent()];
        await store.append(stream, events);
        const [, second] = await store.readStream(stream);
        const subscription = store.subscribeToAll({ fromPosition: second?.position ?? 0 });

        const messages = await pullUntil(iterate(subscription), (received) => received.length >= 1);
        expect(messages[0]).toMatchObject({ kind: 'event', event: { id: events[2]?.id, revision: 2 } });
        await subscription.close();
      });

      it('hands out every event of a long catch-up exactly once, in position order', async () => {
        const start = await store.headPosition();
        const stream = newStream();
        const events = Array.from({ length: 1200 }, (_, n) => anEvent('Counted', { n }));
        for (let offset = 0; offset < events.length; offset += 200)
          await store.append(stream, events.slice(offset, offset + 200));
        const subscription = store.subscribeToAll({ fromPosition: start });

        const messages = await pullUntil(
          iterate(subscription),
          receivedAllThenCaughtUp(events.map((event) => event.id)),
        );
        expect(eventIdsIn(messages, new Set(events.map((event) => event.id)))).toEqual(
          events.map((event) => event.id),
        );
        await subscription.close();
      });

      it('given a consumer waiting for live events, when the subscription is closed, then iteration ends', async () => {
        const subscription = store.subscribeToAll({ fromPosition: await store.headPosition() });
        const consumed = (async () => {
          let count = 0;
          for await (const _ of subscription) count += 1;
          return count;
        })();
        await new Promise((resolve) => setTimeout(resolve, 50));

        await subscription.close();

        await expect(consumed).resolves.toBeGreaterThanOrEqual(1);
      });
    });

    describe('concurrency', () => {
      it('given racing appends expecting the same revision, then exactly one wins', async () => {
        const stream = newStream();
        await store.append(stream, [anEvent()], { expectedRevision: 'no_stream' });

        const outcomes = await Promise.allSettled(
          Array.from({ length: 8 }, () => store.append(stream, [anEvent()], { expectedRevision: 0 })),
        );

        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        for (const outcome of outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')) {
          expect(outcome.reason).toBeInstanceOf(WrongExpectedVersionError);
        }
        expect((await store.readStream(stream)).map((event) => event.revision)).toEqual([0, 1]);
      });

      it('given racing appends with any, then all land with contiguous revisions', async () => {
        const stream = newStream();
        const results = await Promise.all(
          Array.from({ length: 8 }, () => store.append(stream, [anEvent(), anEvent()])),
        );
        expect(results.map((result) => result.nextExpectedRevision).sort((x, y) => x - y)).toEqual([
          1, 3, 5, 7, 9, 11, 13, 15,
        ]);
        expect((await store.readStream(stream)).map((event) => event.revision)).toEqual(
          Array.from({ length: 16 }, (_, n) => n),
        );
      });
    });
  });
}
