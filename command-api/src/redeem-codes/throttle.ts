import { TooManyRequestsError } from '@exam/domain';
import { AttemptCounter, type AttemptCounterOptions } from '@exam/platform';
import type { RequestHandler } from 'express';

export type RedeemThrottleRedis = NonNullable<AttemptCounterOptions['redis']>;

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
 * Every attempt reserves a failure before the code is looked up (issue 37: a parallel burst of guesses is counted like
 * a sequence); an attempt that turns out not to be a failure gets its points back. With `redis` every command-api
 * process shares the counts.
 */
export const redeemThrottle = (limits: RedeemLimits, redis?: RedeemThrottleRedis): RequestHandler => {
  const windowSeconds = Math.max(1, Math.round(limits.windowMs / 1000));
  const counter = (name: string, points: number) =>
    new AttemptCounter({ name, points, windowSeconds, ...(redis ? { redis } : {}) });
  const userFailures = counter('redeem-user-failures', limits.failuresPerUser);
  const addressFailures = counter('redeem-address-failures', limits.failuresPerAddress);
  const addressAttempts = counter('redeem-address-attempts', limits.attemptsPerAddress);
  return async (req, res, next) => {
    const address = req.ip ?? 'unknown';
    const userId = req.principal?.userId ?? `address:${address}`;
    const refund: Array<() => Promise<void>> = [];
    const reserve = async (limit: AttemptCounter, key: string, keepOnSuccess: boolean) => {
      const wait = await limit.reserve(key);
      if (wait === 0 && !keepOnSuccess) refund.push(() => limit.refund(key));
      return wait;
    };
    try {
      const wait =
        (await reserve(addressAttempts, address, true)) ||
        (await reserve(addressFailures, address, false)) ||
        (await reserve(userFailures, userId, false));
      if (wait > 0) {
        await Promise.all(refund.map((give) => give()));
        return next(new TooManyRequestsError(undefined, wait));
      }
    } catch (error) {
      return next(error);
    }
    res.on('finish', () => {
      if (isCodeFailure(res.statusCode)) return;
      void Promise.all(refund.map((give) => give())).catch(() => undefined);
    });
    next();
  };
};
