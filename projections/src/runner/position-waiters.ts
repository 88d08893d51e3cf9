type Waiter = {
  position: number;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
  settled: boolean;
};

/**
 * Callers waiting (bounded) until a checkpoint passes a position: the read-your-writes wait of the query side.
 * The waiters are a min-heap by position, so a commit visits only the waiters it answers (O(k log n)) instead of
 * every waiter: under load each commit answered a few of hundreds. A waiter that timed out stays in the heap
 * until a commit passes it or until the timed-out ones are half of the heap, which is then rebuilt without them.
 */
export class PositionWaiters {
  private heap: Waiter[] = [];
  private waiting = 0;

  get size(): number {
    return this.waiting;
  }

  /** Resolves true once `reached(position)` is signalled, false after `timeoutMs`. */
  wait(position: number, timeoutMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        settled: false,
        timer: setTimeout(() => this.timedOut(waiter), Math.max(0, timeoutMs)),
      };
      this.waiting += 1;
      this.push(waiter);
    });
  }

  /** The committed checkpoint is now `position`: everyone waiting for it or less is answered. */
  reached(position: number): void {
    for (let top = this.heap[0]; top !== undefined && top.position <= position; top = this.heap[0]) {
      this.pop();
      this.settle(top, true);
    }
  }

  /** Nothing will advance any more (the runner stopped or failed): answer everyone now instead of at timeout. */
  abandonAll(): void {
    const all = this.heap;
    this.heap = [];
    for (const waiter of all) this.settle(waiter, false);
  }

  private timedOut(waiter: Waiter): void {
    this.settle(waiter, false);
    if (this.heap.length > 64 && this.waiting * 2 < this.heap.length) {
      this.heap = this.heap.filter((entry) => !entry.settled);
      for (let index = (this.heap.length >> 1) - 1; index >= 0; index--) this.siftDown(index);
    }
  }

  private settle(waiter: Waiter, reached: boolean): void {
    if (waiter.settled) return;
    waiter.settled = true;
    this.waiting -= 1;
    clearTimeout(waiter.timer);
    waiter.resolve(reached);
  }

  private push(waiter: Waiter): void {
    const heap = this.heap;
    let index = heap.push(waiter) - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if ((heap[parent] as Waiter).position <= waiter.position) break;
      heap[index] = heap[parent] as Waiter;
      index = parent;
    }
    heap[index] = waiter;
  }

  private pop(): void {
    const last = this.heap.pop();
    if (last === undefined || this.heap.length === 0) return;
    this.heap[0] = last;
    this.siftDown(0);
  }

  private siftDown(start: number): void {
    const heap = this.heap;
    const moving = heap[start] as Waiter;
    let index = start;
    for (;;) {
      const left = 2 * index + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child =
        right < heap.length && (heap[right] as Waiter).position < (heap[left] as Waiter).position
          ? right
          : left;
      if ((heap[child] as Waiter).position >= moving.position) break;
      heap[index] = heap[child] as Waiter;
      index = child;
    }
    heap[index] = moving;
  }
}
