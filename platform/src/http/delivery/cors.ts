import cors from 'cors';
import type { Config } from '../../config/index.js';

/**
 * CORS only for the configured origins (CORS_ORIGINS): other sites' pages get no CORS headers, so their browsers
 * refuse to read our answers. The app itself is same-origin and needs none.
 */
export const corsForConfiguredOrigins = ({ CORS_ORIGINS }: Pick<Config, 'CORS_ORIGINS'>) =>
  CORS_ORIGINS.length === 0
    ? null
    : cors({
        origin: CORS_ORIGINS,
        credentials: true,
        exposedHeaders: [
          'X-Event-Position',
          'X-Read-Model-Stale',
          'X-Skipped-Questions',
          'RateLimit',
          'RateLimit-Policy',
        ],
        maxAge: 600,
      });
