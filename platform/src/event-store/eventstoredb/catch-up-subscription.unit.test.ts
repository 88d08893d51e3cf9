import { PassThrough } from 'node:stream';
import type { AllStreamSubscription } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { iterate, pullUntil } from '../test-support/subscription-probe.js';
import { CatchUpSubscription } from './catch-up-subscription.js';

/** Stands in for the client's subscription: an object stream plus the out-of-band caughtUp signal. */
const fakeSource = () => {
  const stream = new PassThrough({ objectMode: true }) as PassThrough & { unsubscribe(): Promise<void> };
  let unsubscribed = 0;
  stream.unsubscribe = async () => {
    unsubscribed += 1;
    stream.end();
  };
  const push = (id: string, commit: number, type = 'Happened') =>
    stream.write({
      event: {
        id,
        type,
        streamId: 'set-1',
        revision: 0n,
        isJson: true,
        data: { id },
        metadata: { at: '2024-01-01T00:00:00.000Z' },
        created: new Date(0),
        position: { commit: BigInt(commit), prepare: BigInt(commit) },
      },
    });
  return {
    source: stream as unknown as AllStreamSubscription,
    push,
    caughtUp: () => stream.emit('caughtUp'),
    unsubscribed: () => unsubscribed,
  };
};

const summary = (messages: Awaited<ReturnType<typeof pullUntil>>) =>
  messages.map((message) => (message.kind === 'event' ? message.event.id : `caughtUp@${message.position}`));

describe('CatchUpSubscription', () => {
  it('given caughtUp signalled while events are still buffered, then it is yielded right after the last of them', async () => {
    const fake = fakeSource();
    const subscription = new CatchUpSubscription(fake.source, 100, () => {});
    fake.push('a', 120);
    fake.push('b', 180);
    fake.caughtUp();
    fake.push('c', 250);
    const iterator = iterate(subscription);

    const messages = await pullUntil(iterator, (received) => received.length === 4, 1000);

    expect(summary(messages)).toEqual(['a', 'b', 'caughtUp@180', 'c']);
    expect(messages[0]).toMatchObject({ kind: 'event', event: { position: 120, revision: 0 } });
    const live = await pullUntil(iterator, (received) => received.length === 1, 1000);
    expect(summary(live)).toEqual(['caughtUp@250']);
    await subscription.close();
  });

  it('given no events before caughtUp, then caughtUp carries the starting position; system events are skipped', async () => {
    const fake = fakeSource();
    const subscription = new CatchUpSubscription(fake.source, 42, () => {});
    const iterator = iterate(subscription);
    fake.caughtUp();
    expect(summary(await pullUntil(iterator, (received) => received.length === 1, 1000))).toEqual([
      'caughtUp@42',
    ]);

    fake.push('stats', 60, '$statsCollected');
    fake.push('d', 70);
    expect(summary(await pullUntil(iterator, (received) => received.length === 2, 1000))).toEqual([
      'd',
      'caughtUp@70',
    ]);
    await subscription.close();
  });

  it('given a consumer waiting, when the subscription is closed, then iteration ends and the server stream is cancelled', async () => {
    const fake = fakeSource();
    let ended = false;
    const subscription = new CatchUpSubscription(fake.source, 0, () => {
      ended = true;
    });
    const iterator = iterate(subscription);
    const waiting = iterator.next();

    await subscription.close();

    await expect(waiting).resolves.toEqual({ done: true, value: undefined });
    expect(ended).toBe(true);
    expect(fake.unsubscribed()).toBe(1);
  });
});
