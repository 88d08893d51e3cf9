import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BroadcastChannel } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type {
  AppendResult,
  EventStore,
  EventToAppend,
  ExpectedRevision,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../port.js';
import { openAppendBroadcast } from './append-broadcast.js';
import { type AppendOutcome, createAppendGroup } from './append-group.js';
import { type AppendRequest, type SerializedEvent, serializeEvents } from './append-to-stream.js';
import { type EventRow, toRecordedEvent } from './event-row.js';
import { APPENDED, PollingSubscription } from './polling-subscription.js';
import { applyConnectionPragmas, createEventsSchema } from './schema.js';
import { WriterThreadClient } from './writer-thread-client.js';

export type SqliteEventStoreOptions = {
  /** Database file, or ':memory:' (one private database per store: only useful within one process). */
  file: string;
  /** How often a waiting subscription looks for appends made by other processes. Default 20 ms. */
  pollIntervalMs?: number;
  /** Events read per catch-up page. Default 500. */
  pageSize?: number;
  /** How long a writer waits for another process's write lock. Default 5000 ms. */
  busyTimeoutMs?: number;
  /**
   * Group commit: appends requested in the same event-loop turn share one transaction (and one fsync), each
   * in its own savepoint so one failed expectation does not undo the others. Default true.
   */
  groupCommit?: boolean;
  /**
   * Where appends are written: on the caller's thread (default), or in a writer thread of their own ('thread',
   * file databases only), so the caller's thread never waits for the fsync and the next group gathers meanwhile.
   */
  writer?: 'inline' | 'thread';
  /** The clock of the `at` metadata. */
  now?: () => string;
};

type PendingAppend = AppendRequest & {
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
};

const ALL_ROWS = -1;
/** Pages remembered for subscriptions (a few per subscriber: the page with events and the empty one after it). */
const REMEMBERED_PAGES = 16;

export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly appendSignal = new EventEmitter().setMaxListeners(0);
  private readonly subscriptions = new Set<PollingSubscription>();
  /** Who writes append groups: this thread, synchronously, or the writer thread. */
  private readonly writer:
    | { inline: (requests: AppendRequest[]) => AppendOutcome[] }
    | { thread: WriterThreadClient };
  /** The group in the writer thread, with its settling (the thread writes one group at a time). */
  private writing: Promise<void> | undefined;
  private readonly statements;
  private readonly now: () => string;
  private pending: PendingAppend[] = [];
  /**
   * Pages read by subscriptions while the log's head was `head`: subscriptions that follow the same log (the
   * projection groups of one process) read and decode each page once. Any append moves the head, which empties
   * the memo, so no subscription misses an event. Events are shared, as consumers only read them.
   */
  private readonly pageMemo = { head: -1, pages: new Map<string, RecordedEvent[]>() };
  private flushScheduled = false;
  private closed = false;
  /**
   * The process's announcements of commits to this file (see openAppendBroadcast): listened to once this store
   * has a subscription, posted to by a store that writes inline (the writer thread posts its own).
   */
  private broadcast: BroadcastChannel | undefined;

  constructor(private readonly options: SqliteEventStoreOptions) {
    if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
    this.db = new Database(options.file);
    applyConnectionPragmas(this.db, options.busyTimeoutMs ?? 5000);
    createEventsSchema(this.db);
    this.now = options.now ?? (() => new Date().toISOString());
    if (options.writer === 'thread') {
      if (options.file === ':memory:') throw new Error('A writer thread needs a database file');
      this.writer = {
        thread: new WriterThreadClient({ file: options.file, busyTimeoutMs: options.busyTimeoutMs ?? 5000 }),
      };
    } else {
      this.writer = { inline: createAppendGroup(this.db) };
    }
    this.statements = {
      streamForwards: this.db.prepare<[string, number, number], EventRow>(
        'SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision ASC LIMIT ?',
      ),
      streamBackwards: this.db.prepare<[string, number, number], EventRow>(
        'SELECT * FROM events WHERE stream = ? AND revision <= ? ORDER BY revision DESC LIMIT ?',
      ),
      all: this.db.prepare<[number, number], EventRow>(
        'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?',
      ),
      head: this.db.prepare<[], number>('SELECT COALESCE(MAX(position), 0) FROM events').pluck(),
    };
  }

  append(
    streamName: string,
    events: EventToAppend[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('The event store is closed'));
    let serialized: SerializedEvent[];
    try {
      serialized = serializeEvents(events, this.now);
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise((resolve, reject) => {
      this.pending.push({
        streamName,
        events: serialized,
        expectedRevision: options?.expectedRevision ?? 'any',
        resolve,
        reject,
      });
      if (this.options.groupCommit === false) return this.flush();
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const limit = options.maxCount ?? ALL_ROWS;
    const rows =
      options.direction === 'backwards'
        ? this.statements.streamBackwards.all(
            streamName,
            options.fromRevision ?? Number.MAX_SAFE_INTEGER,
            limit,
          )
        : this.statements.streamForwards.all(streamName, options.fromRevision ?? 0, limit);
    return rows.map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    return this.readPage(options.fromPosition ?? 0, options.maxCount ?? ALL_ROWS);
  }

  subscribeToAll(options: SubscribeOptions = {}): Subscription {
    this.assertOpen();
    const subscription = new PollingSubscription({
      fromPosition: options.fromPosition ?? 0,
      pageSize: this.options.pageSize ?? 500,
      pollIntervalMs: this.options.pollIntervalMs ?? 20,
      readPage: (afterPosition, limit) => (this.closed ? [] : this.readSharedPage(afterPosition, limit)),
      appendSignal: this.appendSignal,
      onEnd: (ended) => this.subscriptions.delete(ended),
    });
    this.subscriptions.add(subscription);
    this.listenToOtherThreads();
    return subscription;
  }

  /** Calls `listener` after each commit of appends made through this store. */
  onAppended(listener: () => void): () => void {
    this.appendSignal.on(APPENDED, listener);
    return () => this.appendSignal.off(APPENDED, listener);
  }

  /** Commits made by the process's other threads wake this store's subscriptions at once. */
  private listenToOtherThreads(): void {
    const broadcast = this.appendBroadcast();
    // Each subscription sets an equal handler in place of the last: one wake-up per commit.
    if (broadcast)
      broadcast.onmessage = () => {
        if (!this.closed) this.appendSignal.emit(APPENDED);
      };
  }

  async headPosition(): Promise<number> {
    this.assertOpen();
    return this.statements.head.get() ?? 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    // Every accepted append is written before the writer stops.
    while (this.writing) await this.writing;
    if ('thread' in this.writer) await this.writer.thread.close();
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    this.subscriptions.clear();
    this.broadcast?.close();
    this.db.close();
  }

  private readPage(afterPosition: number, limit: number): RecordedEvent[] {
    return this.statements.all.all(afterPosition, limit).map(toRecordedEvent);
  }

  /** readPage through the memo. The head is read first: a page read after it holds at least up to it. */
  private readSharedPage(afterPosition: number, limit: number): RecordedEvent[] {
    const head = this.statements.head.get() ?? 0;
    const memo = this.pageMemo;
    if (memo.head !== head) {
      memo.head = head;
      memo.pages.clear();
    }
    const key = `${afterPosition}:${limit}`;
    const remembered = memo.pages.get(key);
    if (remembered) return remembered;
    const page = this.readPage(afterPosition, limit);
    if (memo.pages.size >= REMEMBERED_PAGES) memo.pages.clear();
    memo.pages.set(key, page);
    return page;
  }

  private flush(): void {
    this.flushScheduled = false;
    if (this.writing) return; // the group in flight flushes again when it is done
    const group = this.pending;
    this.pending = [];
    if (group.length === 0) return;
    if ('thread' in this.writer) {
      this.writing = this.writer.thread.write(group).then(
        (outcomes) => this.settle(group, outcomes),
        (error: unknown) =>
          this.settle(
            group,
            group.map(() => ({ error })),
          ),
      );
      return;
    }
    let outcomes: AppendOutcome[];
    try {
      outcomes = this.writer.inline(group);
    } catch (error) {
      outcomes = group.map(() => ({ error }));
    }
    this.settle(group, outcomes);
  }

  private settle(group: PendingAppend[], outcomes: AppendOutcome[]): void {
    outcomes.forEach((outcome, index) => {
      const request = group[index] as PendingAppend;
      if ('result' in outcome) request.resolve(outcome.result);
      else request.reject(outcome.error);
    });
    if (outcomes.some((outcome) => 'result' in outcome)) {
      this.appendSignal.emit(APPENDED);
      if ('inline' in this.writer) this.announceToOtherThreads();
    }
    if ('thread' in this.writer) {
      this.writing = undefined;
      this.flush(); // what gathered while this group was written
    }
  }

  private announceToOtherThreads(): void {
    this.appendBroadcast()?.postMessage(null);
  }

  /** The file's broadcast, opened on first use; none for a private in-memory database. */
  private appendBroadcast(): BroadcastChannel | undefined {
    if (this.options.file === ':memory:') return undefined;
    this.broadcast ??= openAppendBroadcast(this.options.file);
    return this.broadcast;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event store is closed');
  }
}

export const openSqliteEventStore = async (options: SqliteEventStoreOptions): Promise<SqliteEventStore> =>
  new SqliteEventStore(options);
