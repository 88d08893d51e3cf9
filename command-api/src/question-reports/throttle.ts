import { TooManyRequestsError } from '@exam/domain';
import { AttemptLimiter } from '@exam/platform';
import type { RequestHandler } from 'express';

export type ReportLimits = {
  /** Reports one learner may send in the window (a careful learner flags a few questions a session). */
  perUser: number;
  /** Reports from one address (a class behind one school address). */
  perAddress: number;
  windowMs: number;
};

export const DEFAULT_REPORT_LIMITS: ReportLimits = { perUser: 20, perAddress: 200, windowMs: 60 * 60_000 };

/**
 * 429 with Retry-After once a learner or an address has sent its share of reports in the window. Every attempt
 * counts, reserved before any lookup, so a spray of refused reports costs as much as accepted ones.
 */
export const reportThrottle = (limits: ReportLimits, now: () => number = Date.now): RequestHandler => {
  const users = new AttemptLimiter(limits.perUser, limits.windowMs, now);
  const addresses = new AttemptLimiter(limits.perAddress, limits.windowMs, now);
  return (req, _res, next) => {
    const userId = req.principal?.userId ?? 'anonymous';
    const address = req.ip ?? 'unknown';
    const wait = Math.max(users.retryAfterSeconds(userId), addresses.retryAfterSeconds(address));
    if (wait > 0) return next(new TooManyRequestsError(undefined, wait));
    users.recordFailure(userId);
    addresses.recordFailure(address);
    next();
  };
};
