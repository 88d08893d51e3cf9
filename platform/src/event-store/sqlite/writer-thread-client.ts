import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AppendOutcome } from './append-group.js';
import type { AppendRequest } from './append-to-stream.js';
import {
  deserializeAppendError,
  type FromWriter,
  fromWrittenOutcome,
  type ToWriter,
  type WriterSettings,
} from './writer-protocol.js';

// The compiled entry, from src (tests) and from dist alike: a worker thread runs JavaScript only.
const WRITER_FILE = fileURLToPath(
  new URL('../../../dist/event-store/sqlite/writer-thread.js', import.meta.url),
);

type Waiting = { resolve: (outcomes: AppendOutcome[]) => void; reject: (error: unknown) => void };

/** Restarts allowed within RESTART_WINDOW_MS before the writer is given up (a thread that cannot even start). */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

/**
 * The caller's side of a writer thread. One group at a time: the store gathers the appends that arrive while a
 * group is being written (and fsynced) into the next one. The thread keeps the process alive only while a group
 * is in flight, so a store that is never closed does not hold the process open. A thread that dies is replaced
 * (the file holds everything committed); the group it was writing fails, as its outcome is unknown.
 */
export class WriterThreadClient {
  private worker: Worker;
  private waiting: Waiting | undefined;
  private broken: Error | undefined;
  private closing = false;
  private exited!: Promise<void>;
  private readonly restarts: number[] = [];

  constructor(private readonly settings: WriterSettings) {
    this.worker = this.spawn();
  }

  private spawn(): Worker {
    const worker = new Worker(WRITER_FILE, { workerData: this.settings });
    worker.unref();
    let failure: Error | undefined;
    worker.on('message', (message: FromWriter) => {
      const waiting = this.settle();
      if (message.type === 'appended') waiting?.resolve(message.outcomes.map(fromWrittenOutcome));
      else waiting?.reject(deserializeAppendError(message.error));
    });
    worker.on('error', (error) => {
      failure = error;
    });
    this.exited = new Promise((resolve) =>
      worker.once('exit', () => {
        resolve();
        if (this.closing) return;
        const cause = failure ? `: ${failure.message}` : '';
        this.settle()?.reject(
          new Error(
            `The event store writer thread stopped while writing; the appends' outcome is unknown${cause}`,
          ),
        );
        this.restart(failure);
      }),
    );
    return worker;
  }

  private restart(failure: Error | undefined): void {
    const now = Date.now();
    while ((this.restarts[0] ?? now) < now - RESTART_WINDOW_MS) this.restarts.shift();
    if (this.restarts.length >= MAX_RESTARTS) {
      this.broken = failure ?? new Error('The event store writer thread keeps stopping');
      return;
    }
    this.restarts.push(now);
    this.worker = this.spawn();
  }

  write(requests: AppendRequest[]): Promise<AppendOutcome[]> {
    if (this.broken) return Promise.reject(this.broken);
    if (this.waiting) return Promise.reject(new Error('A group is already being written'));
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.worker.ref();
      try {
        // Only the data crosses: the requests' promise callbacks stay here.
        this.post({
          type: 'append',
          requests: requests.map(({ streamName, events, expectedRevision }) => ({
            streamName,
            events,
            expectedRevision,
          })),
        });
      } catch (error) {
        // An event that cannot be cloned (a function in its data): nothing was sent.
        this.settle()?.reject(error);
      }
    });
  }

  /** Call once no group is in flight. */
  async close(): Promise<void> {
    this.closing = true;
    if (!this.broken) this.post({ type: 'close' });
    await this.exited;
  }

  private settle(): Waiting | undefined {
    const waiting = this.waiting;
    this.waiting = undefined;
    this.worker.unref();
    return waiting;
  }

  private post(message: ToWriter): void {
    this.worker.postMessage(message);
  }
}
