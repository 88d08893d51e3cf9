import {
  type AllStreamResolvedEvent,
  ANY,
  type AppendExpectedRevision,
  BACKWARDS,
  END,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  type JSONType,
  jsonEvent,
  NO_STREAM,
  type Position,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
} from '@eventstore/db-client';
import { DuplicateEventIdError } from '../duplicate-event-id-error.js';
import {
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
  WrongExpectedVersionError,
} from '../port.js';
import { CatchUpSubscription } from './catch-up-subscription.js';
import { isAfter, isSystemEventType, readPositionAfter, toOurPosition } from './positions.js';
import { toRecordedEvent } from './recorded-event.js';

export type EventStoreDbEventStoreOptions = {
  /** e.g. esdb://127.0.0.1:2113?tls=false */
  connectionString: string;
  /** Events per $all page when reading. Default 500. */
  pageSize?: number;
  now?: () => string;
};

const toEsdbExpectation = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected);
};

/**
 * The EventStore port on EventStoreDB / KurrentDB (server 23.10 or later: positions on stream reads and the
 * subscription's caughtUp signal). Semantics are the server's own, which the port was modelled on: expected
 * revisions, idempotent retries of the same event ids at the same place. Positions are commit positions (see
 * positions.ts): increasing, not contiguous. System events ($-types) are left out of reads and subscriptions.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly subscriptions = new Set<CatchUpSubscription>();
  private closed = false;

  private constructor(
    private readonly client: EventStoreDBClient,
    private readonly options: EventStoreDbEventStoreOptions,
  ) {}

  /** Connects and makes one read, so a wrong address fails at start with a clear message. */
  static async connect(options: EventStoreDbEventStoreOptions): Promise<EventStoreDbEventStore> {
    const client = EventStoreDBClient.connectionString(options.connectionString);
    const store = new EventStoreDbEventStore(client, options);
    try {
      await store.headPosition();
    } catch (error) {
      await client.dispose().catch(() => {});
      throw new Error(
        `Could not reach EventStoreDB at ${options.connectionString}: ${(error as Error).message}`,
      );
    }
    return store;
  }

  async append(
    streamName: string,
    events: EventToAppend[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult> {
    this.assertOpen();
    const expected = options?.expectedRevision ?? 'any';
    const ids = new Set(events.map((event) => event.id));
    if (ids.size !== events.length) {
      const repeated = events.find(
        (event, index) => events.findIndex((other) => other.id === event.id) !== index,
      );
      throw new DuplicateEventIdError(streamName, (repeated as EventToAppend).id);
    }
    const at = (this.options.now ?? (() => new Date().toISOString()))();
    let result: Awaited<ReturnType<EventStoreDBClient['appendToStream']>>;
    try {
      result = await this.client.appendToStream(
        streamName,
        events.map((event) =>
          jsonEvent({
            id: event.id,
            type: event.type,
            // JSON content: any JSON value serialises, not only the objects the client's type names.
            data: (event.data ?? null) as JSONType,
            metadata: { ...event.metadata, at: event.metadata?.at ?? at },
          }),
        ),
        { expectedRevision: toEsdbExpectation(expected) },
      );
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersionError) {
        const actual = error.actualVersion === 'no_stream' ? 'no_stream' : Number(error.actualVersion);
        throw new WrongExpectedVersionError(streamName, expected, actual);
      }
      throw error;
    }
    const last = events.at(-1);
    if (!last) {
      const nextExpectedRevision = Number(result.nextExpectedRevision);
      const [latest] = await this.readStream(streamName, { direction: 'backwards', maxCount: 1 });
      return { nextExpectedRevision, position: latest?.position ?? 0 };
    }
    if (result.position && result.position.commit >= 0n)
      return {
        nextExpectedRevision: Number(result.nextExpectedRevision),
        position: toOurPosition(result.position),
      };
    // An idempotent retry: the server answers without a position, so look up where the original events are.
    const original = await this.findEvent(streamName, last.id, Number(result.nextExpectedRevision));
    return { nextExpectedRevision: original.revision, position: original.position };
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    if (options.maxCount !== undefined && options.maxCount <= 0) return [];
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamName, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision:
          options.fromRevision !== undefined
            ? BigInt(Math.max(0, options.fromRevision))
            : backwards
              ? END
              : START,
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
      });
      for await (const resolved of read) {
        if (resolved.event) events.push(toRecordedEvent(resolved.event, resolved.event.position));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const wanted = options.maxCount ?? Number.POSITIVE_INFINITY;
    const pageSize = this.options.pageSize ?? 500;
    const events: RecordedEvent[] = [];
    const from = options.fromPosition ?? 0;
    let start = readPositionAfter(from);
    let lastSeen: Position | null = null;
    while (events.length < wanted) {
      let pageCount = 0;
      for await (const resolved of this.client.readAll({ fromPosition: start, maxCount: pageSize })) {
        pageCount += 1;
        const event = resolved.event;
        if (!event || !isAfter(event.position, lastSeen)) continue;
        lastSeen = event.position;
        if (isSystemEventType(event.type) || toOurPosition(event.position) <= from) continue;
        if (events.length < wanted) events.push(toRecordedEvent(event, event.position));
      }
      // Pages start inclusively at the last event seen, so a page of one (that event) means the end.
      if (pageCount < pageSize || lastSeen === null) break;
      start = lastSeen;
    }
    return events;
  }

  subscribeToAll(options: SubscribeOptions = {}): Subscription {
    this.assertOpen();
    const fromPosition = options.fromPosition ?? 0;
    const source = this.client.subscribeToAll({
      fromPosition: readPositionAfter(fromPosition),
      filter: excludeSystemEvents(),
    });
    const subscription = new CatchUpSubscription(source, fromPosition, (ended) =>
      this.subscriptions.delete(ended),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** The position of the newest non-system event (0 when there is none). */
  async headPosition(): Promise<number> {
    this.assertOpen();
    let start: Position | typeof END = END;
    for (;;) {
      let pageCount = 0;
      let oldest: Position | null = null;
      const page = this.client.readAll({ direction: BACKWARDS, fromPosition: start, maxCount: 100 });
      for await (const resolved of page as AsyncIterable<AllStreamResolvedEvent>) {
        pageCount += 1;
        const event = resolved.event;
        if (!event) continue;
        if (!isSystemEventType(event.type)) return toOurPosition(event.position);
        oldest = event.position;
      }
      if (pageCount < 100 || oldest === null) return 0;
      start = oldest;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  /** Finds one of our events by id, first at the revision the server pointed to, else by scanning backwards. */
  private async findEvent(streamName: string, eventId: string, hint: number): Promise<RecordedEvent> {
    const [atHint] = await this.readStream(streamName, { fromRevision: Math.max(0, hint), maxCount: 1 });
    if (atHint?.id === eventId) return atHint;
    const found = (await this.readStream(streamName, { direction: 'backwards' })).find(
      (event) => event.id === eventId,
    );
    if (!found)
      throw new Error(`Event ${eventId} was acknowledged by EventStoreDB but is not in ${streamName}`);
    return found;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event store is closed');
  }
}

export const openEventStoreDbEventStore = (options: EventStoreDbEventStoreOptions) =>
  EventStoreDbEventStore.connect(options);
