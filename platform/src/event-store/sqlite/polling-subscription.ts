import type { EventEmitter } from 'node:events';
import type { RecordedEvent, Subscription, SubscriptionMessage } from '../port.js';

export const APPENDED = 'appended';

export type PollingSubscriptionOptions = {
  fromPosition: number;
  pageSize: number;
  pollIntervalMs: number;
  /** Events with position > afterPosition, oldest first, at most `limit`. */
  readPage: (afterPosition: number, limit: number) => RecordedEvent[];
  /** Emits APPENDED after appends made through this process's store. */
  appendSignal: EventEmitter;
  onEnd: (subscription: PollingSubscription) => void;
};

/**
 * Catch-up then live. Reads one page only when the consumer asks for more (back-pressure). While drained it
 * sleeps until an in-process append wakes it, or until the poll interval passes (appends from other processes
 * cannot signal us, so we look again).
 */
export class PollingSubscription implements Subscription {
  private closed = false;
  private started = false;
  private wakeUp: (() => void) | null = null;

  constructor(private readonly options: PollingSubscriptionOptions) {}

  [Symbol.asyncIterator](): AsyncIterator<SubscriptionMessage> {
    if (this.started) throw new Error('A subscription can be iterated only once');
    this.started = true;
    return this.messages();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeUp?.();
  }

  private async *messages(): AsyncGenerator<SubscriptionMessage> {
    const { pageSize, readPage } = this.options;
    let position = this.options.fromPosition;
    let caughtUpAnnounced = false;
    try {
      while (!this.closed) {
        const page = readPage(position, pageSize);
        for (const event of page) {
          position = event.position;
          caughtUpAnnounced = false;
          yield { kind: 'event', event };
          if (this.closed) return;
        }
        if (page.length === pageSize) continue;
        if (!caughtUpAnnounced) {
          caughtUpAnnounced = true;
          yield { kind: 'caughtUp', position };
          continue;
        }
        await this.nextAppendOrPoll();
      }
    } finally {
      this.closed = true;
      this.options.onEnd(this);
    }
  }

  private nextAppendOrPoll(): Promise<void> {
    const { appendSignal, pollIntervalMs } = this.options;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        appendSignal.off(APPENDED, done);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, pollIntervalMs);
      appendSignal.on(APPENDED, done);
      this.wakeUp = done;
    });
  }
}
