import { TooManyRequestsError } from '@exam/domain';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';

/**
 * DESIGN.md item 8: the spec's client limited itself to 1600 requests a minute per path; the server enforces it,
 * per address and path. Over the limit: 429 with 请求被限制，请稍后再试 and Retry-After (the error handler).
 * `perMinute` 0 switches it off (benchmarks that drive thousands of requests from one address).
 * In memory per process: behind several query-api nodes each counts its own share.
 */
export function apiRateLimit(perMinute: number): RequestHandler {
  if (perMinute <= 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? 'unknown')} ${req.method} ${req.baseUrl}${req.path}`,
    handler: (_req, _res, next, options) =>
      next(new TooManyRequestsError(undefined, Math.ceil(options.windowMs / 1000))),
  });
}
