import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from 'cors';
import type { Config } from '../../config/index.js';

const EXPOSED_HEADERS = [
  'X-Event-Position',
  'X-Read-Model-Stale',
  'X-Skipped-Questions',
  'RateLimit',
  'RateLimit-Policy',
];

/**
 * CORS only for the configured origins (CORS_ORIGINS): other sites' pages get no CORS headers, so their browsers
 * refuse to read our answers. The app itself is same-origin and needs none.
 * A request without an Origin (the app's own pages, scripts, the benchmarks: nearly all) gets the cors
 * middleware's answer for it, worked out once: Vary: Origin, the credentials flag and the exposed headers, and
 * no Allow-Origin. Everything else (an Origin, a preflight) goes through the middleware (cors.unit.test.ts
 * compares both).
 */
export const corsForConfiguredOrigins = ({ CORS_ORIGINS }: Pick<Config, 'CORS_ORIGINS'>) => {
  if (CORS_ORIGINS.length === 0) return null;
  const middleware = cors({
    origin: CORS_ORIGINS,
    credentials: true,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  const exposed = EXPOSED_HEADERS.join(',');
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (req.headers.origin !== undefined || req.method === 'OPTIONS' || res.hasHeader('Vary')) {
      middleware(req as never, res as never, next);
      return;
    }
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Expose-Headers', exposed);
    next();
  };
};
