import { type Job as BullJob, Queue, QueueEvents, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { closeRedis, connectRedis } from '../../redis-connection/connect-redis.js';
import {
  assertValidAttempts,
  assertValidJobId,
  type EnqueueOptions,
  type JobCompletedEvent,
  type JobFailedEvent,
  type JobHandler,
  type JobProgress,
  type JobProgressEvent,
  type JobQueue,
  type JobStatus,
} from '../port.js';

export type BullMqJobQueueOptions = {
  redisUrl: string;
  /** Queue name (BullMQ keys: `<prefix>:<name>:*`); no ':'. */
  name: string;
  /** Key prefix. Default 'bull'. */
  prefix?: string;
  /** Finished jobs are kept (and their ids deduplicate) this long. Default 24 h. */
  keepFinishedSeconds?: number;
  /** Jobs run at once by this process's worker. Default 1. */
  concurrency?: number;
};

type Listener<E> = (event: E) => void;

const safely =
  <E>(listener: Listener<E>): Listener<E> =>
  (event) => {
    try {
      listener(event);
    } catch {}
  };

/**
 * BullMQ on Redis: the Queue adds jobs, one Worker per process runs the job names registered with `process`,
 * and QueueEvents (a Redis stream) reports progress, completion and final failure of jobs run by any process.
 * Every component gets its own connection with `maxRetriesPerRequest: null`, as BullMQ requires for blocking
 * commands; close() closes the Worker first (it waits for running jobs), then the rest.
 */
export class BullMqJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private worker: Worker | null = null;
  private workerConnection: Redis | null = null;
  private closing: Promise<void> | null = null;

  private constructor(
    private readonly options: BullMqJobQueueOptions,
    private readonly queue: Queue,
    private readonly queueEvents: QueueEvents,
    private readonly connections: Redis[],
  ) {}

  get name(): string {
    return this.options.name;
  }

  /** Resolves once events can be observed: nothing reported after this is missed. */
  static async open(options: BullMqJobQueueOptions): Promise<BullMqJobQueue> {
    if (options.name.includes(':') || options.name.length === 0)
      throw new Error(`Invalid queue name "${options.name}": it must not be empty or contain ':'`);
    const prefix = options.prefix ?? 'bull';
    const connect = () =>
      connectRedis(options.redisUrl, {
        purpose: `the job queue ${options.name}`,
        maxRetriesPerRequest: null,
      });
    const queueConnection = await connect();
    const eventsConnection = await connect().catch(async (error) => {
      await closeRedis(queueConnection);
      throw error;
    });
    // QueueEvents starts at the newest entry of the events stream, read now: reading '$' later could miss events.
    const [newest] = await queueConnection.xrevrange(
      `${prefix}:${options.name}:events`,
      '+',
      '-',
      'COUNT',
      1,
    );
    const queue = new Queue(options.name, { connection: queueConnection, prefix });
    const queueEvents = new QueueEvents(options.name, {
      connection: eventsConnection,
      prefix,
      lastEventId: newest?.[0] ?? '0-0',
    });
    await Promise.all([queue.waitUntilReady(), queueEvents.waitUntilReady()]);
    return new BullMqJobQueue(options, queue, queueEvents, [queueConnection, eventsConnection]);
  }

  async enqueue<Data>(name: string, data: Data, options: EnqueueOptions = {}): Promise<{ id: string }> {
    if (this.closing) throw new Error(`The job queue ${this.name} is closed`);
    if (options.jobId !== undefined) assertValidJobId(options.jobId);
    assertValidAttempts(options.attempts);
    const keep = this.options.keepFinishedSeconds ?? 24 * 60 * 60;
    const job = await this.queue.add(name, data, {
      ...(options.jobId !== undefined ? { jobId: options.jobId } : {}),
      attempts: options.attempts ?? 1,
      ...(options.backoff ? { backoff: { type: options.backoff.type, delay: options.backoff.delayMs } } : {}),
      ...(options.delayMs && options.delayMs > 0 ? { delay: options.delayMs } : {}),
      removeOnComplete: { age: keep },
      removeOnFail: { age: keep },
    });
    return { id: job.id as string };
  }

  process<Data = unknown, Result = unknown>(name: string, handler: JobHandler<Data, Result>): void {
    if (this.closing) throw new Error(`The job queue ${this.name} is closed`);
    if (this.handlers.has(name)) throw new Error(`Jobs named ${name} already have a handler`);
    this.handlers.set(name, handler as JobHandler);
    if (!this.worker) this.startWorker();
  }

  async depth(): Promise<number> {
    const counts = await this.queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active');
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  }

  async getJob(id: string): Promise<JobStatus | null> {
    const job = await this.queue.getJob(id);
    if (!job) return null;
    const bullState = await job.getState();
    const state =
      bullState === 'active' || bullState === 'completed' || bullState === 'failed' ? bullState : 'queued';
    return {
      id,
      name: job.name,
      state,
      progress: (job.progress ?? 0) as JobProgress,
      ...(state === 'completed' ? { result: job.returnvalue } : {}),
      ...(state === 'failed' ? { failedReason: job.failedReason } : {}),
    };
  }

  onProgress(listener: Listener<JobProgressEvent>): () => void {
    const relay = safely(({ jobId, data }: { jobId: string; data: unknown }) =>
      listener({ jobId, progress: data as JobProgress }),
    );
    this.queueEvents.on('progress', relay);
    return () => this.queueEvents.off('progress', relay);
  }

  onCompleted(listener: Listener<JobCompletedEvent>): () => void {
    const relay = safely(({ jobId, returnvalue }: { jobId: string; returnvalue: unknown }) =>
      listener({ jobId, result: returnvalue }),
    );
    this.queueEvents.on('completed', relay);
    return () => this.queueEvents.off('completed', relay);
  }

  onFailed(listener: Listener<JobFailedEvent>): () => void {
    // QueueEvents reports 'failed' only when the job moves to the failed set, i.e. after its last attempt.
    const relay = safely(({ jobId, failedReason }: { jobId: string; failedReason: string }) =>
      listener({ jobId, reason: failedReason }),
    );
    this.queueEvents.on('failed', relay);
    return () => this.queueEvents.off('failed', relay);
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.worker?.close();
      await Promise.all([this.queueEvents.close(), this.queue.close()]);
      await Promise.all(
        [...this.connections, ...(this.workerConnection ? [this.workerConnection] : [])].map(closeRedis),
      );
    })();
    return this.closing;
  }

  private startWorker(): void {
    // The Worker duplicates this connection for its blocking reads; it is created synchronously so process()
    // stays synchronous, and BullMQ waits for it to be ready before taking jobs.
    const [queueConnection] = this.connections as [Redis];
    this.workerConnection = queueConnection.duplicate();
    this.workerConnection.on('error', () => {});
    this.worker = new Worker(this.name, (job: BullJob) => this.runJob(job), {
      connection: this.workerConnection,
      prefix: this.options.prefix ?? 'bull',
      concurrency: this.options.concurrency ?? 1,
    });
    // Errors of the worker's own loop (connection drops) are retried by BullMQ; without a listener Node would throw.
    this.worker.on('error', () => {});
  }

  private async runJob(job: BullJob): Promise<unknown> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(`No handler for jobs named ${job.name} in queue ${this.name}`);
    return handler(
      { id: job.id as string, name: job.name, data: job.data as unknown, attemptsMade: job.attemptsMade },
      { updateProgress: (progress) => job.updateProgress(progress) },
    );
  }
}
