import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { UnauthorizedError } from '@exam/domain';
import type { Logger } from 'pino';
import proxyAddr from 'proxy-addr';
import { type Authenticator, bearerToken, type Principal } from '../../auth/principal.js';
import { errorReply } from '../error-handler.js';
import { localizeReply, replyLanguage } from '../localize-replies.js';
import type { ApiRateLimit } from '../rate-limit.js';
import { requestIdOf } from '../request-id.js';
import { compilePath, type DirectReply, type DirectRoute, isSerialized, matchPath } from './direct-route.js';
import { isDirectJsonRequest, readJsonBody } from './json-body.js';
import { writeDirectReply } from './reply-writer.js';

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

/** A GET without a body (a GET with one goes to express, whose parsers decide about it). */
/** A direct reply in the caller's language; a pre-serialized read (a listing, no message) is sent as it is. */
const localizedDirect = (
  reply: DirectReply,
  req: IncomingMessage,
  principal: Principal | null,
): DirectReply => (isSerialized(reply) ? reply : localizeReply(reply, replyLanguage(req.headers, principal)));

const isBodilessRequest = (headers: IncomingHttpHeaders): boolean =>
  headers['content-length'] === undefined && headers['transfer-encoding'] === undefined;

/**
 * node:http listener that serves `routes` itself and hands every other request to `fallback` (the express app).
 * Why: on this product's hottest write (an answer) express's own per-request work cost more than the whole
 * command, and it slows node's HTTP code around it too (it swaps the prototypes of req and res). What express
 * would do for these requests is done here in the same order and with the same parts: the rate limit, the JSON
 * body (same limit, same strictness), the caller from the bearer token, the handler, and errors through
 * errorReply. Requests whose body this listener does not read itself go to express (isDirectJsonRequest).
 * The hot reads (the public listing) are served the same way: one lookup by method and path instead of
 * express's walk through every router, with express's ETag and 304 (writeDirectReply); a GET with a body and
 * HEAD go to express.
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
    const search = queryAt === -1 ? '' : url.slice(queryAt + 1);
    const segments = path.slice(prefix.length + 1).split('/');
    for (const { route, pattern } of routes) {
      if (route.method !== req.method) continue;
      const params = matchPath(pattern, segments);
      if (params) return { route, params, path, search };
    }
    return null;
  };

  const serve = async (
    req: IncomingMessage,
    res: ServerResponse,
    { route, params, path, search }: NonNullable<ReturnType<typeof routeOf>>,
  ) => {
    const started = process.hrtime.bigint();
    res.once('finish', () =>
      options.onServed?.(route.method, `${prefix}${route.path}`, res.statusCode, started),
    );
    let limitHeaders: Array<[string, string]> = [];
    let principal: Principal | null = null;
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
      const body = route.method === 'GET' ? undefined : await readJsonBody(req, bodyLimitBytes);
      const token = bearerToken(req);
      principal = (token ? await authenticator(token) : null) ?? null;
      // A bearer that does not verify is refused on optional routes too, never taken for a visitor (issue 37).
      if ((token || route.caller === 'required') && !principal) throw new UnauthorizedError();
      const query = search === '' ? {} : parseQuery(search);
      const reply = await route.handle({ params, body, query, headers: req.headers, principal });
      writeDirectReply(req, res, localizedDirect(reply, req, principal), limitHeaders);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const reply = errorReply(error, logger, requestIdOf(req));
      writeDirectReply(req, res, localizeReply(reply, replyLanguage(req.headers, principal)), limitHeaders);
    }
  };

  return (req, res) => {
    // The route first: most requests are no direct route, and its method check is the cheapest test.
    const match = routeOf(req);
    const taken =
      match !== null &&
      (match.route.method === 'GET' ? isBodilessRequest(req.headers) : isDirectJsonRequest(req.headers));
    if (taken) void serve(req, res, match);
    else fallback(req, res);
  };
}
