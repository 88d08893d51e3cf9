import { PositionWaiters, type ProjectionProgress, type RunnerStatus } from '@exam/projections';

/** A projection group's progress where the group runs elsewhere (the worker) and reports its commits. */
export type GroupProgress = Omit<ProjectionProgress, 'position' | 'version'> & {
  position(): number;
  version(): number;
  /** Where the group runs in a worker: its commits with the worker's timestamps (benchmarks measure lag). */
  onCommitted?(listener: (position: number, committedAt: number) => void): () => void;
  status(): RunnerStatus;
  failure(): Error | null;
};

/** The main thread's view of one group of the projections worker, kept up to date by its messages. */
export class RemoteGroup implements GroupProgress {
  private committed = 0;
  private writes = 0;
  private state: RunnerStatus = 'starting';
  private error: Error | null = null;
  private readonly waiters = new PositionWaiters();
  private readonly commitListeners = new Set<(position: number, committedAt: number) => void>();

  position(): number {
    return this.committed;
  }

  /** Moves with every commit that changed documents, as ProjectionRunner.version. */
  version(): number {
    return this.writes;
  }

  status(): RunnerStatus {
    return this.state;
  }

  failure(): Error | null {
    return this.error;
  }

  waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    if (this.committed >= position) return Promise.resolve(true);
    if (this.state === 'failed' || this.state === 'stopped') return Promise.resolve(false);
    return this.waiters.wait(position, timeoutMs);
  }

  /** The group runs: first start, or a new worker thread after the last one died (from the checkpoint). */
  running(position: number): void {
    if (this.state === 'stopped') return;
    this.state = 'running';
    this.error = null;
    this.committedTo(position, false);
  }

  /** `committedAt`: when the worker committed (performance.timeOrigin + performance.now() there). */
  committedTo(
    position: number,
    wrote: boolean,
    committedAt = performance.timeOrigin + performance.now(),
  ): void {
    if (wrote) this.writes += 1;
    this.committed = Math.max(this.committed, position);
    this.waiters.reached(this.committed);
    for (const listener of this.commitListeners) listener(this.committed, committedAt);
  }

  /**
   * Calls `listener` with every commit the worker reports and when the worker made it (the moment the read
   * models became visible to readers, before this thread heard of it). Returns the unsubscribe.
   */
  onCommitted(listener: (position: number, committedAt: number) => void): () => void {
    this.commitListeners.add(listener);
    return () => this.commitListeners.delete(listener);
  }

  failed(error: Error): void {
    if (this.state === 'stopped') return;
    this.state = 'failed';
    this.error = error;
    this.waiters.abandonAll();
  }

  stopped(): void {
    if (this.state !== 'failed') this.state = 'stopped';
    this.waiters.abandonAll();
  }
}
