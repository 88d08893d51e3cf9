import type { AllStreamResolvedEvent, AllStreamSubscription } from '@eventstore/db-client';
import type { Subscription, SubscriptionMessage } from '../port.js';
import { isSystemEventType } from './positions.js';
import { toRecordedEvent } from './recorded-event.js';

/**
 * Turns the client's $all subscription (a Node stream of events plus a `caughtUp` signal) into our async
 * iterable. Events are taken with read() only when the consumer pulls, so the stream's buffer and gRPC flow
 * control give back-pressure. The server's `caughtUp` arrives out of band while earlier events may still sit in
 * the buffer, so we remember how many events had been pushed at that moment and yield `caughtUp` right after
 * the last of them. Once live, every time the consumer has drained what arrived we say `caughtUp` again.
 */
export class CatchUpSubscription implements Subscription {
  private closed = false;
  private started = false;
  private ended = false;
  private failure: Error | null = null;
  private consumed = 0;
  private readonly caughtUpAfter: number[] = [];
  private live = false;
  private wakeUp: (() => void) | null = null;
  private unsubscribed: Promise<void> | null = null;

  constructor(
    private readonly source: AllStreamSubscription,
    private readonly fromPosition: number,
    private readonly onEnd: (subscription: CatchUpSubscription) => void,
  ) {
    source.on('caughtUp', () => {
      this.caughtUpAfter.push(this.consumed + source.readableLength);
      this.live = true;
      this.notify();
    });
    source.on('fellBehind', () => {
      this.live = false;
    });
    source.on('readable', () => this.notify());
    source.on('error', (error: Error) => {
      this.failure = error;
      this.notify();
    });
    source.on('end', () => {
      this.ended = true;
      this.notify();
    });
  }

  [Symbol.asyncIterator](): AsyncIterator<SubscriptionMessage> {
    if (this.started) throw new Error('A subscription can be iterated only once');
    this.started = true;
    return this.messages();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.notify();
    await this.unsubscribe();
  }

  private async *messages(): AsyncGenerator<SubscriptionMessage> {
    let position = this.fromPosition;
    let deliveredSinceCaughtUp = false;
    try {
      while (!this.closed) {
        if (this.failure) throw this.failure;
        const mark = this.caughtUpAfter[0];
        if (mark !== undefined && mark <= this.consumed) {
          this.caughtUpAfter.shift();
          deliveredSinceCaughtUp = false;
          yield { kind: 'caughtUp', position };
          continue;
        }
        const resolved = this.source.read() as AllStreamResolvedEvent | null;
        if (resolved !== null) {
          this.consumed += 1;
          const event = resolved.event;
          if (!event || isSystemEventType(event.type)) continue;
          const recorded = toRecordedEvent(event, event.position);
          position = recorded.position;
          deliveredSinceCaughtUp = true;
          yield { kind: 'event', event: recorded };
          continue;
        }
        if (this.live && deliveredSinceCaughtUp && this.caughtUpAfter.length === 0) {
          deliveredSinceCaughtUp = false;
          yield { kind: 'caughtUp', position };
          continue;
        }
        if (this.ended) return;
        await new Promise<void>((resolve) => {
          this.wakeUp = resolve;
        });
      }
    } finally {
      this.closed = true;
      await this.unsubscribe();
      this.onEnd(this);
    }
  }

  private notify(): void {
    const wakeUp = this.wakeUp;
    this.wakeUp = null;
    wakeUp?.();
  }

  private unsubscribe(): Promise<void> {
    this.unsubscribed ??= this.source.unsubscribe().catch(() => {});
    return this.unsubscribed;
  }
}
