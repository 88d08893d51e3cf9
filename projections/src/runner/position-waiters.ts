type Waiter = { position: number; resolve: (reached: boolean) => void; timer: NodeJS.Timeout };

/** Callers waiting (bounded) until a checkpoint passes a position: the read-your-writes wait of the query side. */
export class PositionWaiters {
  private readonly waiters = new Set<Waiter>();

  get size(): number {
    return this.waiters.size;
  }

  /** Resolves true once `reached(position)` is signalled, false after `timeoutMs`. */
  wait(position: number, timeoutMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => this.settle(waiter, false), Math.max(0, timeoutMs)),
      };
      this.waiters.add(waiter);
    });
  }

  /** The committed checkpoint is now `position`: everyone waiting for it or less is answered. */
  reached(position: number): void {
    for (const waiter of this.waiters) if (waiter.position <= position) this.settle(waiter, true);
  }

  /** Nothing will advance any more (the runner stopped or failed): answer everyone now instead of at timeout. */
  abandonAll(): void {
    for (const waiter of this.waiters) this.settle(waiter, false);
  }

  private settle(waiter: Waiter, reached: boolean): void {
    if (!this.waiters.delete(waiter)) return;
    clearTimeout(waiter.timer);
    waiter.resolve(reached);
  }
}
