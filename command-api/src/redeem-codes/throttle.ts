import { TooManyRequestsError } from '@exam/domain';
import type { RequestHandler } from 'express';

/** Attempts per key within a sliding window, in memory (one process serves the embedded profile). */
export class SlidingWindowLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an attempt; answers 0 when it is allowed, else the seconds until the key may try again. */
  take(key: string): number {
    const now = this.now();
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.attempts.set(key, recent);
      const oldest = recent[recent.length - this.limit] ?? now;
      return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.attempts.set(key, recent);
    // Bounded memory under a spray of distinct keys: forget the stalest key first.
    if (this.attempts.size > 50_000) {
      const stalest = this.attempts.keys().next().value;
      if (stalest !== undefined) this.attempts.delete(stalest);
    }
    return 0;
  }
}

export type RedeemLimits = { perUser: number; perAddress: number; windowMs: number };

/** DESIGN.md item 7: 10 attempts a minute per learner, 30 per address. */
export const DEFAULT_REDEEM_LIMITS: RedeemLimits = { perUser: 10, perAddress: 30, windowMs: 60_000 };

/**
 * 429 with the spec's text 请求被限制，请稍后再试 and Retry-After (the error handler sets the header). Placed after
 * requireUser, so the learner is known; the address is Express's req.ip (set `trust proxy` behind a proxy).
 */
export const redeemThrottle = (limits: RedeemLimits, now: () => number = Date.now): RequestHandler => {
  const perUser = new SlidingWindowLimiter(limits.perUser, limits.windowMs, now);
  const perAddress = new SlidingWindowLimiter(limits.perAddress, limits.windowMs, now);
  return (req, _res, next) => {
    const address = perAddress.take(req.ip ?? 'unknown');
    const user = req.principal ? perUser.take(req.principal.userId) : 0;
    const wait = Math.max(address, user);
    next(wait > 0 ? new TooManyRequestsError(undefined, wait) : undefined);
  };
};
