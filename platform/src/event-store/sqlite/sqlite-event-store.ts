import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
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
import { type AppendRequest, createStreamAppender } from './append-to-stream.js';
import { type EventRow, toRecordedEvent } from './event-row.js';
import { APPENDED, PollingSubscription } from './polling-subscription.js';
import { applyConnectionPragmas, createEventsSchema } from './schema.js';

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
  now?: () => string;
};

type PendingAppend = AppendRequest & {
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
};
type AppendOutcome = { result: AppendResult } | { error: unknown };

const ALL_ROWS = -1;

export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly appendSignal = new EventEmitter().setMaxListeners(0);
  private readonly subscriptions = new Set<PollingSubscription>();
  private readonly runAppendGroup: (requests: AppendRequest[]) => AppendOutcome[];
  private readonly statements;
  private pending: PendingAppend[] = [];
  private flushScheduled = false;
  private closed = false;

  constructor(private readonly options: SqliteEventStoreOptions) {
    if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
    this.db = new Database(options.file);
    applyConnectionPragmas(this.db, options.busyTimeoutMs ?? 5000);
    createEventsSchema(this.db);
    this.runAppendGroup = this.createAppendGroup();
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
    return new Promise((resolve, reject) => {
      this.pending.push({
        streamName,
        events,
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
      readPage: (afterPosition, limit) => (this.closed ? [] : this.readPage(afterPosition, limit)),
      appendSignal: this.appendSignal,
      onEnd: (ended) => this.subscriptions.delete(ended),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Calls `listener` after each commit of appends made through this store (e.g. to wake another thread). */
  onAppended(listener: () => void): () => void {
    this.appendSignal.on(APPENDED, listener);
    return () => this.appendSignal.off(APPENDED, listener);
  }

  /** Another connection has appended: wake the waiting subscriptions now rather than at their next poll. */
  appendedElsewhere(): void {
    if (!this.closed) this.appendSignal.emit(APPENDED);
  }

  async headPosition(): Promise<number> {
    this.assertOpen();
    return this.statements.head.get() ?? 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    this.subscriptions.clear();
    this.db.close();
  }

  private readPage(afterPosition: number, limit: number): RecordedEvent[] {
    return this.statements.all.all(afterPosition, limit).map(toRecordedEvent);
  }

  private flush(): void {
    this.flushScheduled = false;
    const group = this.pending;
    this.pending = [];
    if (group.length === 0) return;
    let outcomes: AppendOutcome[];
    try {
      outcomes = this.runAppendGroup(group);
    } catch (error) {
      for (const request of group) request.reject(error);
      return;
    }
    outcomes.forEach((outcome, index) => {
      const request = group[index] as PendingAppend;
      if ('result' in outcome) request.resolve(outcome.result);
      else request.reject(outcome.error);
    });
    if (outcomes.some((outcome) => 'result' in outcome)) this.appendSignal.emit(APPENDED);
  }

  /** BEGIN IMMEDIATE takes the write lock up front, so writers in several processes queue instead of deadlocking. */
  private createAppendGroup(): (requests: AppendRequest[]) => AppendOutcome[] {
    const appendToStream = createStreamAppender(this.db);
    const now = this.options.now ?? (() => new Date().toISOString());
    // A nested better-sqlite3 transaction is a SAVEPOINT: a failed append is undone alone.
    const appendInSavepoint = this.db.transaction((request: AppendRequest) => appendToStream(request, now));
    const group = this.db.transaction((requests: AppendRequest[]) =>
      requests.map((request): AppendOutcome => {
        try {
          // One event is one INSERT, which SQLite undoes by itself when it fails: no savepoint needed.
          return {
            result: request.events.length === 1 ? appendToStream(request, now) : appendInSavepoint(request),
          };
        } catch (error) {
          // SQLite may have rolled back the whole transaction (disk full, I/O error): fail the group.
          if (!this.db.inTransaction) throw error;
          return { error };
        }
      }),
    );
    return (requests) => group.immediate(requests);
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event store is closed');
  }
}

export const openSqliteEventStore = async (options: SqliteEventStoreOptions): Promise<SqliteEventStore> =>
  new SqliteEventStore(options);
