/**
 * Counts failures per key in a sliding window, in memory (one process serves the embedded profile). Used for sign-in failures (identity) and redeem
 * attempts (command-api). A key that
 * reached its limit is blocked until its oldest failure leaves the window.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Seconds until the key may try again; 0 when it is not blocked. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    const oldest = recent[recent.length - this.limit] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    // Bounded memory under a spray of distinct keys: forget the stalest entries first.
    if (this.failures.size > 50_000) {
      const stalest = this.failures.keys().next().value;
      if (stalest !== undefined) this.failures.delete(stalest);
    }
  }

  /** Check and count in one step (for attempts that count whether or not they succeed): 0 = allowed. */
  take(key: string): number {
    const wait = this.retryAfterSeconds(key);
    if (wait === 0) this.recordFailure(key);
    return wait;
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
