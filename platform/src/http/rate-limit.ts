import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { TooManyRequestsError } from '@exam/domain';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, type RateLimitInfo, rateLimit } from 'express-rate-limit';
import { draft8Headers } from './rate-limit-headers.js';

/** What a request outside express (a direct route) shows the limiter. */
export type RateLimitedRequest = {
  ip: string;
  method: string;
  /** The path without the query, e.g. /api/practice/x/answers (express: baseUrl + path). */
  path: string;
  headers: IncomingHttpHeaders;
  socket: Socket;
};

export type RateLimitOutcome = { headers: Array<[string, string]>; refusal?: unknown };

export type ApiRateLimit = {
  middleware: RequestHandler;
  /**
   * The same count for a request served outside express: the headers the middleware would set (on a refusal
   * too), and over the limit the refusal (TooManyRequestsError) to answer with.
   */
  check: (request: RateLimitedRequest) => Promise<RateLimitOutcome>;
};

/**
 * DESIGN.md item 8: the spec's client limited itself to 1600 requests a minute per path; the server enforces it,
 * per address and path. Over the limit: 429 with 请求被限制，请稍后再试 and Retry-After (the error handler).
 * `perMinute` 0 switches it off (benchmarks that drive thousands of requests from one address).
 * In memory per process: behind several query-api nodes each counts its own share.
 * `trustProxy` is the app's `trust proxy` setting (config TRUST_PROXY), which the limiter checks.
 */
export function createApiRateLimit(perMinute: number, trustProxy?: string): ApiRateLimit {
  if (perMinute <= 0)
    return { middleware: (_req, _res, next) => next(), check: async () => ({ headers: [] }) };
  const windowMs = 60_000;
  const identifier = `${perMinute}-in-1min`;
  const limiter = rateLimit({
    windowMs,
    limit: perMinute,
    // The draft-8 headers are written below (draft8Headers): the library's own writer hashes the key on every
    // request for the policy's partition key; ours remembers it per key.
    standardHeaders: false,
    legacyHeaders: false,
    // The library's checks of its own configuration ran on every request (a map per request, address
    // parsing): this configuration is fixed and covered by the tests, so they are off on the hot path.
    validate: false,
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? 'unknown')} ${req.method} ${req.baseUrl}${req.path}`,
    handler: (_req, _res, next, options) =>
      next(new TooManyRequestsError(undefined, Math.ceil(options.windowMs / 1000))),
  });
  const setHeaders = draft8Headers(identifier, windowMs);
  // The headers on every answer the limiter counted, a refusal too (its handler's error passes here).
  const middleware: RequestHandler = (req, res, next) =>
    limiter(req, res, (error?: unknown) => {
      const info = (req as { rateLimit?: RateLimitInfo }).rateLimit;
      if (info) setHeaders(res, info);
      next(error);
    });
  const app = { get: (setting: string) => (setting === 'trust proxy' ? (trustProxy ?? false) : undefined) };
  // One limiter and one store for both ways in: the request and response it sees are the few members it uses.
  const check = async ({ ip, method, path, headers, socket }: RateLimitedRequest) => {
    const set: Array<[string, string]> = [];
    const collect = (name: string, value: unknown) => {
      set.push([name, String(value)]);
    };
    const request = { ip, method, baseUrl: '', path, originalUrl: path, url: path, headers, socket, app };
    const response = { headersSent: false, statusCode: 200, setHeader: collect, append: collect };
    const refusal = await new Promise<unknown>((resolve) => {
      void middleware(request as never, response as never, resolve);
    });
    return refusal ? { headers: set, refusal } : { headers: set };
  };
  return { middleware, check };
}

/** The express middleware alone (createApiRateLimit). */
export const apiRateLimit = (perMinute: number, trustProxy?: string): RequestHandler =>
  createApiRateLimit(perMinute, trustProxy).middleware;
