import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  assertValidAttempts,
  assertValidJobId,
  backoffDelay,
  type EnqueueOptions,
  type Job,
  type JobCompletedEvent,
  type JobFailedEvent,
  type JobHandler,
  type JobProgress,
  type JobProgressEvent,
  type JobQueue,
  type JobStatus,
} from '../port.js';

export type InProcessJobQueueOptions = {
  /** How long a finished job's id is remembered for deduplication. Default 24 h. */
  keepFinishedMs?: number;
  now?: () => number;
};

type Entry = {
  job: Job;
  options: EnqueueOptions;
  state: 'waiting' | 'active' | 'delayed' | 'completed' | 'failed';
  finishedAt?: number;
  retryTimer?: NodeJS.Timeout;
  progress: JobProgress;
  result?: unknown;
  failedReason?: string;
};

/**
 * The embedded profile's queue: jobs run in this process one at a time, in arrival order, with the same
 * options and events as the BullMQ adapter (progress, retries with backoff, deduplicating ids). Nothing survives a
 * restart, which the embedded profile accepts (a job is re-enqueued by whoever needs it).
 */
export class InProcessJobQueue implements JobQueue {
  private readonly entries = new Map<string, Entry>();
  private readonly waiting: Entry[] = [];
  private readonly handlers = new Map<string, JobHandler>();
  private readonly events = new EventEmitter().setMaxListeners(0);
  private active: Promise<void> | null = null;
  private closed = false;

  constructor(
    readonly name: string,
    private readonly options: InProcessJobQueueOptions = {},
  ) {}

  async enqueue<Data>(name: string, data: Data, options: EnqueueOptions = {}): Promise<{ id: string }> {
    if (this.closed) throw new Error(`The job queue ${this.name} is closed`);
    if (options.jobId !== undefined) assertValidJobId(options.jobId);
    assertValidAttempts(options.attempts);
    this.forgetOldFinishedJobs();
    const id = options.jobId ?? randomUUID();
    if (this.entries.has(id)) return { id };
    const entry: Entry = { job: { id, name, data, attemptsMade: 0 }, options, state: 'waiting', progress: 0 };
    this.entries.set(id, entry);
    const delay = Math.max(0, options.delayMs ?? 0);
    if (delay > 0) {
      entry.state = 'delayed';
      entry.retryTimer = setTimeout(() => {
        entry.state = 'waiting';
        this.waiting.push(entry);
        this.pump();
      }, delay);
    } else {
      this.waiting.push(entry);
      queueMicrotask(() => this.pump());
    }
    return { id };
  }

  process<Data = unknown, Result = unknown>(name: string, handler: JobHandler<Data, Result>): void {
    if (this.handlers.has(name)) throw new Error(`Jobs named ${name} already have a handler`);
    this.handlers.set(name, handler as JobHandler);
    queueMicrotask(() => this.pump());
  }

  async depth(): Promise<number> {
    let count = 0;
    for (const entry of this.entries.values())
      if (entry.state !== 'completed' && entry.state !== 'failed') count++;
    return count;
  }

  async getJob(id: string): Promise<JobStatus | null> {
    const entry = this.entries.get(id);
    if (!entry) return null;
    const state = entry.state === 'waiting' || entry.state === 'delayed' ? 'queued' : entry.state;
    return {
      id,
      name: entry.job.name,
      state,
      progress: entry.progress,
      ...(entry.state === 'completed' ? { result: entry.result } : {}),
      ...(entry.failedReason !== undefined ? { failedReason: entry.failedReason } : {}),
    };
  }

  onProgress(listener: (event: JobProgressEvent) => void): () => void {
    return this.listen('progress', listener);
  }

  onCompleted(listener: (event: JobCompletedEvent) => void): () => void {
    return this.listen('completed', listener);
  }

  onFailed(listener: (event: JobFailedEvent) => void): () => void {
    return this.listen('failed', listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const entry of this.entries.values()) clearTimeout(entry.retryTimer);
    await this.active;
    this.events.removeAllListeners();
  }

  private listen<E>(event: string, listener: (payload: E) => void): () => void {
    // A failing listener must not break the queue (nor the other listeners).
    const safe = (payload: E) => {
      try {
        listener(payload);
      } catch {}
    };
    this.events.on(event, safe);
    return () => this.events.off(event, safe);
  }

  private pump(): void {
    if (this.active || this.closed) return;
    const index = this.waiting.findIndex((entry) => this.handlers.has(entry.job.name));
    if (index < 0) return;
    const [entry] = this.waiting.splice(index, 1) as [Entry];
    this.active = this.run(entry).finally(() => {
      this.active = null;
      this.pump();
    });
  }

  private async run(entry: Entry): Promise<void> {
    const handler = this.handlers.get(entry.job.name) as JobHandler;
    entry.state = 'active';
    const jobId = entry.job.id;
    try {
      const result = await handler(
        { ...entry.job },
        {
          updateProgress: async (progress) => {
            entry.progress = progress;
            this.events.emit('progress', { jobId, progress } satisfies JobProgressEvent);
          },
        },
      );
      entry.result = result;
      this.finish(entry, 'completed');
      this.events.emit('completed', { jobId, result } satisfies JobCompletedEvent);
    } catch (error) {
      entry.job.attemptsMade += 1;
      if (entry.job.attemptsMade < (entry.options.attempts ?? 1) && !this.closed) {
        entry.state = 'delayed';
        entry.retryTimer = setTimeout(
          () => {
            entry.state = 'waiting';
            this.waiting.push(entry);
            this.pump();
          },
          backoffDelay(entry.options.backoff, entry.job.attemptsMade),
        );
        return;
      }
      this.finish(entry, 'failed');
      const reason = error instanceof Error ? error.message : String(error);
      entry.failedReason = reason;
      this.events.emit('failed', { jobId, reason } satisfies JobFailedEvent);
    }
  }

  private finish(entry: Entry, state: 'completed' | 'failed'): void {
    entry.state = state;
    entry.finishedAt = this.now();
  }

  private forgetOldFinishedJobs(): void {
    const keepFinishedMs = this.options.keepFinishedMs ?? 24 * 60 * 60 * 1000;
    const oldest = this.now() - keepFinishedMs;
    for (const [id, entry] of this.entries) {
      if (entry.finishedAt !== undefined && entry.finishedAt < oldest) this.entries.delete(id);
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
