import type { Invalidation, InvalidationTag } from './invalidation';

/** How long the first message of a quiet period waits for others before its tags are invalidated. */
export const COALESCE_WINDOW_MS = 300;
/** The longest window a long storm of commits (a 10,000-line import) grows to: the page is at most this late. */
export const COALESCE_MAX_WINDOW_MS = 3_000;

export type CoalescerOptions = {
  /** One call per window: the union of the window's tags and the highest position announced in it. */
  flush(tags: InvalidationTag[], position: number): void;
  windowMs?: number;
  maxWindowMs?: number;
};

const keyOf = (tag: InvalidationTag) => `${tag.type}\u0000${tag.id ?? ''}`;

/**
 * Collects the socket's `invalidate` messages (issue 35): the projections announce every commit, so an import
 * committed in 20 batches used to refetch an open page 20 times. The first message of a quiet period opens a
 * window of `windowMs`; at its end the union of the tags is flushed once. While messages keep arriving, each
 * following window is twice as long (up to `maxWindowMs`); a window that stays empty ends the storm, and the next
 * message waits `windowMs` again. A user's own change is not delayed: the mutation's invalidatesTags does it.
 */
export class InvalidationCoalescer {
  private readonly windowMs: number;
  private readonly maxWindowMs: number;
  private pending = new Map<string, InvalidationTag>();
  private position = 0;
  private received = false;
  private window: number;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: CoalescerOptions) {
    this.windowMs = options.windowMs ?? COALESCE_WINDOW_MS;
    this.maxWindowMs = Math.max(this.windowMs, options.maxWindowMs ?? COALESCE_MAX_WINDOW_MS);
    this.window = this.windowMs;
  }

  add({ tags, position }: Invalidation): void {
    for (const tag of tags) this.pending.set(keyOf(tag), tag);
    this.position = Math.max(this.position, position);
    this.received = true;
    if (!this.timer) this.timer = setTimeout(this.windowEnded, this.window);
  }

  /** Drops what is pending (the socket closes with the app). */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
    this.position = 0;
    this.received = false;
    this.window = this.windowMs;
  }

  private readonly windowEnded = () => {
    this.timer = null;
    if (!this.received) {
      this.window = this.windowMs; // a quiet window: the storm is over
      return;
    }
    const tags = [...this.pending.values()];
    const position = this.position;
    this.pending.clear();
    this.position = 0;
    this.received = false;
    this.options.flush(tags, position);
    // Watch the next window: more messages in it mean a storm, and the window after grows.
    this.window = Math.min(this.window * 2, this.maxWindowMs);
    this.timer = setTimeout(this.windowEnded, this.window);
  };
}
