import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { UnauthorizedError } from '@exam/domain';
import type { Logger } from 'pino';
import proxyAddr from 'proxy-addr';
import { type Authenticator, bearerToken } from '../../auth/principal.js';
import type { JsonReply } from '../envelope.js';
import { errorReply } from '../error-handler.js';
import type { ApiRateLimit } from '../rate-limit.js';
import { requestIdOf } from '../request-id.js';
import { compilePath, type DirectRoute, matchPath } from './direct-route.js';
import { isDirectJsonRequest, readJsonBody } from './json-body.js';

export type DirectRoutesOptions = {
  /** Where the routes' paths start, as express mounts them: `/api`. */
  prefix: string;
  routes: readonly DirectRoute[];
  authenticator: Authenticator;
  /** The same limiter express runs under the prefix (one count per address and path). */
  rateLimit: Pick<ApiRateLimit, 'check'>;
  /** Express's `trust proxy` setting (config TRUST_PROXY): who the client is behind a proxy. */
  trustProxy?: string | undefined;
  /** The JSON parser's limit in express. */
  bodyLimitBytes: number;
  logger: Pick<Logger, 'error'>;
  /** After each answered request: its route pattern (with the prefix), status and start (hrtime), for metrics. */
  onServed?: (method: string, route: string, status: number, started: bigint) => void;
};

const writeReply = (res: ServerResponse, reply: JsonReply, extraHeaders: Array<[string, string]> = []) => {
  const json = JSON.stringify(reply.body);
  const headers: Array<[string, string]> = [
    ...extraHeaders,
    ...Object.entries(reply.headers),
    ['Content-Type', 'application/json; charset=utf-8'],
    ['Content-Length', String(Buffer.byteLength(json))],
  ];
  res.writeHead(reply.status, headers.flat());
  res.end(json);
};

/**
 * node:http listener that serves `routes` itself and hands every other request to `fallback` (the express app).
 * Why: on this product's hottest write (an answer) express's own per-request work cost more than the whole
 * command, and it slows node's HTTP code around it too (it swaps the prototypes of req and res). What express
 * would do for these requests is done here in the same order and with the same parts: the rate limit, the JSON
 * body (same limit, same strictness), the caller from the bearer token, the handler, and errors through
 * errorReply. Requests whose body this listener does not read itself go to express (isDirectJsonRequest).
 */
export function directRoutesListener(
  fallback: RequestListener,
  options: DirectRoutesOptions,
): RequestListener {
  const { prefix, authenticator, rateLimit, bodyLimitBytes, logger } = options;
  const routes = options.routes.map((route) => ({ route, pattern: compilePath(route.path) }));
  const methods = new Set(routes.map(({ route }) => route.method));
  const trust = options.trustProxy
    ? proxyAddr.compile(options.trustProxy.split(',').map((entry) => entry.trim()))
    : () => false;

  const routeOf = (req: IncomingMessage) => {
    if (!methods.has(req.method as DirectRoute['method'])) return null;
    const url = req.url ?? '';
    if (!url.startsWith(`${prefix}/`)) return null;
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const segments = path.slice(prefix.length + 1).split('/');
    for (const { route, pattern } of routes) {
      if (route.method !== req.method) continue;
      const params = matchPath(pattern, segments);
      if (params) return { route, params, path };
    }
    return null;
  };

  const serve = async (
    req: IncomingMessage,
    res: ServerResponse,
    { route, params, path }: NonNullable<ReturnType<typeof routeOf>>,
  ) => {
    const started = process.hrtime.bigint();
    res.once('finish', () =>
      options.onServed?.(route.method, `${prefix}${route.path}`, res.statusCode, started),
    );
    let limitHeaders: Array<[string, string]> = [];
    try {
      const limit = await rateLimit.check({
        ip: proxyAddr(req, trust),
        method: req.method as string,
        path,
        headers: req.headers,
        socket: req.socket,
      });
      limitHeaders = limit.headers;
      if (limit.refusal) throw limit.refusal;
      const body = await readJsonBody(req, bodyLimitBytes);
      const token = bearerToken(req);
      const principal = (token ? await authenticator(token) : null) ?? null;
      if (route.caller === 'required' && !principal) throw new UnauthorizedError();
      writeReply(res, await route.handle({ params, body, headers: req.headers, principal }), limitHeaders);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      writeReply(res, errorReply(error, logger, requestIdOf(req)), limitHeaders);
    }
  };

  return (req, res) => {
    // The route first: most requests are no direct route, and its method check is the cheapest test.
    const match = routeOf(req);
    if (match && isDirectJsonRequest(req.headers)) void serve(req, res, match);
    else fallback(req, res);
  };
}
