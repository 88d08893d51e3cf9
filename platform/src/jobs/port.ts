/**
 * The JobQueue port: long-running work (imports, exports, rebuilds) handed to a worker, with progress. The
 * in-process adapter serves the embedded profile, BullMQ on Redis the distributed one; one contract suite
 * (job-queue.contract.ts) runs against both.
 */

export type JobProgress = number | Record<string, unknown>;

export type Backoff = { type: 'fixed' | 'exponential'; delayMs: number };

export type EnqueueOptions = {
  /**
   * A deterministic id deduplicates: enqueueing an id that is still known (waiting, running, or kept after it
   * finished) adds nothing and answers the existing job. No ':' (BullMQ uses it in its keys), not only digits.
   */
  jobId?: string;
  /** Total tries, the first included. Default 1. */
  attempts?: number;
  /** Wait between tries: fixed, or delayMs * 2^(try - 1). Default: none. */
  backoff?: Backoff;
  /** Runs no earlier than this many milliseconds from now (e.g. at an exam's deadline). Default: at once. */
  delayMs?: number;
};

export type Job<Data = unknown> = {
  id: string;
  name: string;
  data: Data;
  /** Tries already made before this one (0 on the first). */
  attemptsMade: number;
};

export type JobContext = { updateProgress(progress: JobProgress): Promise<void> };

export type JobHandler<Data = unknown, Result = unknown> = (
  job: Job<Data>,
  context: JobContext,
) => Promise<Result>;

export type JobProgressEvent = { jobId: string; progress: JobProgress };
export type JobCompletedEvent = { jobId: string; result: unknown };
/** Fired once a job has failed for good (every attempt used). */
export type JobFailedEvent = { jobId: string; reason: string };

/** Where a job stands, as GET /api/jobs/{id} reports it. */
export type JobStatus = {
  id: string;
  name: string;
  /** queued covers waiting, delayed (a retry's backoff) and the like. */
  state: 'queued' | 'active' | 'completed' | 'failed';
  /** The last progress reported (0 before any). */
  progress: JobProgress;
  /** The handler's result once completed. */
  result?: unknown;
  /** Why it failed for good. */
  failedReason?: string;
};

export interface JobQueue {
  readonly name: string;
  enqueue<Data>(name: string, data: Data, options?: EnqueueOptions): Promise<{ id: string }>;
  /** Registers the handler of one job name; jobs of that name start running in this process. */
  process<Data = unknown, Result = unknown>(name: string, handler: JobHandler<Data, Result>): void;
  /** Each returns an unsubscribe function. Events of jobs run by any process of the queue. */
  onProgress(listener: (event: JobProgressEvent) => void): () => void;
  onCompleted(listener: (event: JobCompletedEvent) => void): () => void;
  onFailed(listener: (event: JobFailedEvent) => void): () => void;
  /** A known job's status (finished jobs are kept as long as their id deduplicates), or null. */
  getJob(id: string): Promise<JobStatus | null>;
  /** Jobs waiting (delayed for a retry included) or running, of every name: the queue's depth for metrics. */
  depth(): Promise<number>;
  /** Graceful: stops taking jobs, lets running ones finish, then releases connections. */
  close(): Promise<void>;
}

export class InvalidJobIdError extends Error {
  readonly status = 400;
  readonly code = 'INVALID_JOB_ID';
  constructor(readonly jobId: string) {
    super(
      `Invalid job id "${jobId}": a job id must not be empty, contain ':' or be only digits (use '-' instead of ':')`,
    );
    this.name = 'InvalidJobIdError';
  }
}

export const assertValidJobId = (jobId: string): void => {
  if (jobId.length === 0 || jobId.includes(':') || /^\d+$/.test(jobId)) throw new InvalidJobIdError(jobId);
};

export const backoffDelay = (backoff: Backoff | undefined, attemptsMade: number): number => {
  if (!backoff) return 0;
  return backoff.type === 'fixed' ? backoff.delayMs : backoff.delayMs * 2 ** Math.max(0, attemptsMade - 1);
};

export const assertValidAttempts = (attempts: number | undefined): void => {
  if (attempts !== undefined && (!Number.isInteger(attempts) || attempts < 1))
    throw new Error(`attempts must be a whole number of at least 1, got ${attempts}`);
};
