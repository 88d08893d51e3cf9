/**
 * Counts failures per key in a sliding window, in memory (one process serves the embedded profile). A key that
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

  reset(key: string): void {
    this.failures.delete(key);
  }
}

/** Failed sign-ins: 5 per account and 20 per address in 15 minutes; wrong codes: 10 per address in 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const createSignInLimiters = (now: () => number = Date.now) => ({
  perAccount: new AttemptLimiter(5, SIGN_IN_WINDOW_MS, now),
  perAddress: new AttemptLimiter(20, SIGN_IN_WINDOW_MS, now),
  codesPerAddress: new AttemptLimiter(10, SIGN_IN_WINDOW_MS, now),
  /** Mails (codes, resets) sent per address: keeps the outbox/SMTP from being used to spam. */
  mailsPerAddress: new AttemptLimiter(10, SIGN_IN_WINDOW_MS, now),
});
export type SignInLimiters = ReturnType<typeof createSignInLimiters>;
