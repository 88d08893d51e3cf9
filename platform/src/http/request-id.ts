import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a proxy in front may pass as X-Request-Id: short, and nothing a log line could be forged with. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const ids = new WeakMap<IncomingMessage, string>();

/**
 * The id of one request, for the log line of a fault and the answer's X-Request-Id header: the proxy's
 * X-Request-Id when it has a safe shape, else a new UUID. The same request always gets the same id.
 */
export const requestIdOf = (req: IncomingMessage): string => {
  let id = ids.get(req);
  if (id === undefined) {
    const forwarded = req.headers['x-request-id'];
    id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    ids.set(req, id);
  }
  return id;
};
