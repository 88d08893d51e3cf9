import { TooManyRequestsError } from '@exam/domain';
import { AttemptLimiter } from '@exam/platform';
import type { RequestHandler } from 'express';

export type RedeemLimits = {
  /** Failed attempts (unknown, used, malformed codes) a learner may make in the window. */
  failuresPerUser: number;
  /** Failed attempts from one address (a school behind one address shares it). */
  failuresPerAddress: number;
  /** Every attempt from one address, failed or not: a ceiling an order of magnitude above the failures'. */
  attemptsPerAddress: number;
  windowMs: number;
};

/**
 * DESIGN.md item 7, revised for classrooms (issue 16): a class of 40 behind one school address redeeming correct
 * codes is never refused; guessing is, per learner (10 failures a minute) and per address (30 failures, 300
 * attempts of any kind).
 */
export const DEFAULT_REDEEM_LIMITS: RedeemLimits = {
  failuresPerUser: 10,
  failuresPerAddress: 30,
  attemptsPerAddress: 300,
  windowMs: 60_000,
};

/** A refused code (400 malformed, 404 unknown, 409/410 used or expired) counts; success and our own 5xx do not. */
const isCodeFailure = (status: number) =>
  status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 429;

/**
 * 429 with the spec's text 请求被限制，请稍后再试 and Retry-After (the error handler sets the header). Placed after
 * requireUser, so the learner is known; the address is Express's req.ip (set `trust proxy` behind a proxy).
 */
export const redeemThrottle = (limits: RedeemLimits, now: () => number = Date.now): RequestHandler => {
  const userFailures = new AttemptLimiter(limits.failuresPerUser, limits.windowMs, now);
  const addressFailures = new AttemptLimiter(limits.failuresPerAddress, limits.windowMs, now);
  const addressAttempts = new AttemptLimiter(limits.attemptsPerAddress, limits.windowMs, now);
  return (req, res, next) => {
    const address = req.ip ?? 'unknown';
    const userId = req.principal?.userId;
    const wait = Math.max(
      addressFailures.retryAfterSeconds(address),
      userId ? userFailures.retryAfterSeconds(userId) : 0,
      addressAttempts.take(address),
    );
    if (wait > 0) return next(new TooManyRequestsError(undefined, wait));
    res.on('finish', () => {
      if (!isCodeFailure(res.statusCode)) return;
      addressFailures.recordFailure(address);
      if (userId) userFailures.recordFailure(userId);
    });
    next();
  };
};
