/**
 * The EventStore port. Semantics follow EventStoreDB so that the SQLite and EventStoreDB adapters agree;
 * one contract suite (event-store.contract.ts) runs against every adapter.
 */

/** 'no_stream': the stream must not exist; 'stream_exists': it must; 'any': no check; n: the last revision must be n. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | number;

export type EventMetadata = {
  userId?: string;
  correlationId?: string;
  causationId?: string;
  /** ISO-8601 time of the command that produced the event. */
  at: string;
};

export type EventToAppend = {
  /** uuid; appending the same ids again to the same stream is idempotent (no duplicate, same result). */
  id: string;
  type: string;
  data: unknown;
  metadata?: Partial<EventMetadata>;
};

export type RecordedEvent<Type extends string = string, Data = unknown> = {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  streamName: string;
  /** Zero-based revision within the stream. */
  revision: number;
  /** Global position in the log: strictly increasing, starting at 1. */
  position: number;
};

export type AppendResult = {
  /** Revision of the last event now in the stream. */
  nextExpectedRevision: number;
  /** Global position of the last appended event. */
  position: number;
};

export type ReadStreamOptions = {
  /** Inclusive; default: start (forwards) or end (backwards). */
  fromRevision?: number;
  direction?: 'forwards' | 'backwards';
  maxCount?: number;
};

export type ReadAllOptions = {
  /** Exclusive: events with position > fromPosition. Default 0 (from the start). */
  fromPosition?: number;
  maxCount?: number;
};

export type SubscribeOptions = {
  /** Exclusive, like readAll: usually the subscriber's checkpoint. Default 0. */
  fromPosition?: number;
};

/**
 * A subscription yields events one by one (catch-up, then live). After it has handed out every event that
 * existed at that moment it yields a `caughtUp` message, so a consumer can commit a batch.
 * It pulls at the consumer's pace (back-pressure): nothing is buffered beyond one page.
 */
export type SubscriptionMessage =
  | { kind: 'event'; event: RecordedEvent }
  | { kind: 'caughtUp'; position: number };

export interface Subscription extends AsyncIterable<SubscriptionMessage> {
  close(): Promise<void>;
}

export interface EventStore {
  append(
    streamName: string,
    events: EventToAppend[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  /** Returns [] for a stream that does not exist. */
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  subscribeToAll(options?: SubscribeOptions): Subscription;
  /** Position of the last event in the log (0 when empty). */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  readonly status = 409;
  readonly code = 'WRONG_EXPECTED_VERSION';
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Wrong expected version on ${streamName}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersionError';
  }
}
