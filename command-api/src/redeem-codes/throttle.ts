import { TooManyRequestsError } from '@exam/domain';
import { AttemptLimiter } from '@exam/platform';
import type { RequestHandler } from 'express';

export type RedeemLimits = { perUser: number; perAddress: number; windowMs: number };

/** DESIGN.md item 7: 10 attempts a minute per learner, 30 per address. */
export const DEFAULT_REDEEM_LIMITS: RedeemLimits = { perUser: 10, perAddress: 30, windowMs: 60_000 };

/**
 * 429 with the spec's text 请求被限制，请稍后再试 and Retry-After (the error handler sets the header). Placed after
 * requireUser, so the learner is known; the address is Express's req.ip (set `trust proxy` behind a proxy).
 */
export const redeemThrottle = (limits: RedeemLimits, now: () => number = Date.now): RequestHandler => {
  const perUser = new AttemptLimiter(limits.perUser, limits.windowMs, now);
  const perAddress = new AttemptLimiter(limits.perAddress, limits.windowMs, now);
  return (req, _res, next) => {
    const address = perAddress.take(req.ip ?? 'unknown');
    const user = req.principal ? perUser.take(req.principal.userId) : 0;
    const wait = Math.max(address, user);
    next(wait > 0 ? new TooManyRequestsError(undefined, wait) : undefined);
  };
};
