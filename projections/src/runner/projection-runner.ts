import type {
  DocumentStore,
  EventStore,
  NotificationBus,
  Subscription,
  SubscriptionMessage,
} from '@exam/platform';
import { CommittedDocuments } from './committed-documents.js';
import { PositionWaiters } from './position-waiters.js';
import { collectionsOf, type Projection } from './projection.js';
import { ProjectionBatch, projectionsByType } from './projection-batch.js';
import type { ProjectionProgress } from './projection-progress.js';

/** The part of a pino logger the runner uses (a pino Logger fits). */
export type RunnerLogger = {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
};

export type ProjectionRunnerOptions = {
  eventStore: Pick<EventStore, 'subscribeToAll'>;
  documentStore: Pick<DocumentStore, 'collection' | 'applyBatch' | 'getCheckpoint' | 'ensureIndexes'>;
  notificationBus: Pick<NotificationBus, 'publish'>;
  /** Projections that share one subscription and one checkpoint. */
  projections: readonly Projection[];
  checkpointName: string;
  logger: RunnerLogger;
  /** Commit after this many events even while catching up (default 500). */
  batchSize?: number;
  /** Committed documents of the group's collections kept in memory across batches (default 20000; 0: none). */
  documentCacheSize?: number;
  /**
   * A batch that changed no document and notified nothing (every event belonged to other groups) only moves
   * the checkpoint. With a value N > 0 such a batch is not written: the position moves in memory (in-process
   * waiters are answered) and is persisted with the next batch that writes, at stop, or once N events have
   * passed since the last write, so a restart replays at most N events that change nothing. Default 0: every
   * batch is written, which processes that poll the stored checkpoint (checkpointProgress) rely on.
   */
  idleCheckpointEvery?: number;
  /** Called after each commit with the new position (after its notifications were published); `wrote`: documents changed. */
  onCommitted?: (position: number, wrote: boolean) => void;
  /** Called once when a projection or a commit fails and the runner stops (a composition root may exit). */
  onFailure?: (error: Error) => void;
};

export type RunnerStatus = 'idle' | 'starting' | 'running' | 'stopping' | 'stopped' | 'failed';

export const DEFAULT_BATCH_SIZE = 500;
export const DEFAULT_DOCUMENT_CACHE_SIZE = 20_000;

/**
 * Follows the global log from the group's checkpoint and feeds every event to the projections that handle it.
 * Writes are committed in batches (every `batchSize` events, and whenever the subscription has caught up)
 * together with the checkpoint; then the batch's notifications are published and position waiters answered.
 *
 * Failure policy: when a projection throws (or a commit fails) the runner logs the error, drops the
 * uncommitted batch and stops with status 'failed' (`onFailure` is called). It never skips the event: a read
 * model that silently missed an event would stay wrong until a rebuild, whereas a stopped runner is visible
 * (health, waits answer false, logs) and resumes from the last checkpoint once the defect is fixed.
 */
export class ProjectionRunner implements ProjectionProgress {
  private readonly batchSize: number;
  private readonly byType: Map<string, Projection[]>;
  private readonly waiters = new PositionWaiters();
  private readonly documents: CommittedDocuments;
  private committed = 0;
  /** Commits that changed documents since the runner was made: what caches of the read models key on. */
  private writes = 0;
  /** Events passed by idle batches whose checkpoint is not stored yet (idleCheckpointEvery). */
  private unstoredEvents = 0;
  private currentStatus: RunnerStatus = 'idle';
  private lastFailure: Error | null = null;
  private stopRequested = false;
  /** The subscription being followed (stop() closes it, which ends a wait for the next event). */
  private subscription: Subscription | null = null;
  private loop: Promise<void> = Promise.resolve();
  private starting: Promise<void> = Promise.resolve();

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
    this.byType = projectionsByType(options.projections);
    this.documents = new CommittedDocuments(
      collectionsOf(options.projections).map((collection) => collection.name),
      options.documentCacheSize ?? DEFAULT_DOCUMENT_CACHE_SIZE,
    );
  }

  /** Ensures the indexes, reads the checkpoint and starts following the log in the background. */
  async start(): Promise<void> {
    if (this.currentStatus === 'starting' || this.currentStatus === 'running') return this.starting;
    if (this.currentStatus === 'stopping') await this.loop;
    this.currentStatus = 'starting';
    this.stopRequested = false;
    this.lastFailure = null;
    this.starting = this.open();
    return this.starting;
  }

  private async open(): Promise<void> {
    const { documentStore, eventStore, checkpointName, logger } = this.options;
    let subscription: Subscription;
    try {
      for (const collection of collectionsOf(this.options.projections)) {
        await documentStore.ensureIndexes(collection.name, collection.indexes);
      }
      this.committed = await documentStore.getCheckpoint(checkpointName);
      this.unstoredEvents = 0;
      this.documents.clear();
      if (this.stopRequested) {
        // stop() was called while starting.
        this.currentStatus = 'stopped';
        return;
      }
      subscription = eventStore.subscribeToAll({ fromPosition: this.committed });
    } catch (error) {
      this.fail(error);
      throw error;
    }
    this.subscription = subscription;
    this.currentStatus = 'running';
    logger.info(
      {
        checkpoint: checkpointName,
        position: this.committed,
        projections: this.options.projections.map((projection) => projection.name),
      },
      'projection runner started',
    );
    this.loop = this.follow(subscription);
  }

  /** Commits the events already applied, closes the subscription and resolves when the runner is idle. */
  async stop(): Promise<void> {
    if (this.currentStatus === 'starting') {
      this.stopRequested = true;
      await this.starting.catch(() => {});
    }
    if (this.currentStatus === 'running') {
      this.currentStatus = 'stopping';
      this.stopRequested = true;
      // Ends a wait for the next event: the loop then commits what it applied, and stops.
      void this.subscription?.close().catch(() => {});
    }
    await this.loop;
  }

  /** The committed checkpoint of the group. */
  position(): number {
    return this.committed;
  }

  /** Moves whenever a commit changed documents (not when a batch only passed other groups' events). */
  version(): number {
    return this.writes;
  }

  status(): RunnerStatus {
    return this.currentStatus;
  }

  /** The error that stopped the runner, if it failed. */
  failure(): Error | null {
    return this.lastFailure;
  }

  /** Resolves when the background loop ends (after stop() or a failure). */
  whenStopped(): Promise<void> {
    return this.loop;
  }

  waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    if (this.committed >= position) return Promise.resolve(true);
    if (this.currentStatus === 'failed') return Promise.resolve(false);
    return this.waiters.wait(position, timeoutMs);
  }

  private newBatch(): ProjectionBatch {
    return new ProjectionBatch(this.options.documentStore, this.byType, this.committed, this.documents);
  }

  private async follow(subscription: Subscription): Promise<void> {
    const iterator = subscription[Symbol.asyncIterator]();
    let batch = this.newBatch();
    try {
      while (!this.stopRequested) {
        // Not raced against a stop signal: each race leaves a reaction on the pending signal until it settles
        // (a leak of about 300 bytes per event). stop() closes the subscription, which ends a pending next().
        const next: IteratorResult<SubscriptionMessage> = await iterator.next();
        if (next.done) break;
        const message = next.value;
        if (message.kind === 'event') {
          await batch.apply(message.event);
          if (batch.size >= this.batchSize) batch = await this.commit(batch);
        } else {
          batch.advanceTo(message.position);
          if (!batch.isEmpty) batch = await this.commit(batch);
        }
      }
      if (!batch.isEmpty || this.unstoredEvents > 0) await this.commit(batch, true);
      const asked = this.stopRequested;
      this.currentStatus = 'stopped';
      const details = { checkpoint: this.options.checkpointName, position: this.committed };
      if (asked) this.options.logger.info(details, 'projection runner stopped');
      // The subscription ended by itself (its store closed): stopped, but nobody asked for it.
      else this.options.logger.warn(details, 'projection runner stopped: the subscription ended');
    } catch (error) {
      this.fail(error);
    } finally {
      await subscription.close().catch((error: unknown) => {
        this.options.logger.warn(
          { err: error, checkpoint: this.options.checkpointName },
          'closing the subscription failed',
        );
      });
      this.documents.clear();
      this.waiters.abandonAll();
    }
  }

  private async commit(batch: ProjectionBatch, final = false): Promise<ProjectionBatch> {
    const deferEvery = this.options.idleCheckpointEvery ?? 0;
    if (!final && batch.isIdle && this.unstoredEvents + batch.size < deferEvery) {
      this.unstoredEvents += Math.max(1, batch.size);
      this.committed = batch.position;
      this.reached(false);
      return this.newBatch();
    }
    const wrote = !batch.isIdle;
    const notifications = await batch.commit(this.options.checkpointName);
    this.committed = batch.position;
    if (wrote) this.writes += 1;
    this.unstoredEvents = 0;
    for (const notification of notifications) {
      try {
        await this.options.notificationBus.publish(notification);
      } catch (error) {
        // The read model is committed; a lost notification only delays a client's cache refresh.
        this.options.logger.warn(
          { err: error, event: notification.event },
          'publishing a notification failed',
        );
      }
    }
    this.reached(wrote);
    return this.newBatch();
  }

  private reached(wrote: boolean): void {
    this.waiters.reached(this.committed);
    this.options.onCommitted?.(this.committed, wrote);
  }

  private fail(cause: unknown): void {
    const error = cause instanceof Error ? cause : new Error(String(cause));
    this.currentStatus = 'failed';
    this.lastFailure = error;
    this.options.logger.error(
      { err: error, checkpoint: this.options.checkpointName, position: this.committed },
      'projection runner stopped on an error; fix the projection and restart (it resumes from the checkpoint)',
    );
    this.waiters.abandonAll();
    this.options.onFailure?.(error);
  }
}
