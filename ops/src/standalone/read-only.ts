import type { RequestListener } from 'node:http';
import { ForbiddenError } from '@exam/domain';
import type { EventStore } from '@exam/platform';

/** The code of every refused write on a read-only server (a replay). */
export const READ_ONLY_CODE = 'READ_ONLY_REPLAY';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A read-only server answers every API write with 403 and `message`, before any part of it runs (so an upload
 * stores nothing and a command appends nothing). Reads, the web app and the provider at /oidc (signing in
 * writes only the provider's own sessions) go on as usual.
 */
export const refuseApiWrites =
  (listener: RequestListener, message: string): RequestListener =>
  (req, res) => {
    if (SAFE_METHODS.has(req.method ?? 'GET') || !req.url?.startsWith('/api/')) return listener(req, res);
    res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ success: false, message, code: READ_ONLY_CODE }));
  };

/**
 * And the event log itself refuses appends, for the writes that do not come through the API (socket events,
 * first sign-ins that would register a user): a 403 with the same message wherever it surfaces.
 */
export const readOnlyEventStore = <T extends EventStore>(eventStore: T, message: string): T =>
  new Proxy(eventStore, {
    get(target, property, receiver) {
      if (property === 'append') return () => Promise.reject(new ForbiddenError(message, READ_ONLY_CODE));
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
