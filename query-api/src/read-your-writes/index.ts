import { ValidationError } from '@exam/domain/errors';
import type { Logger } from '@exam/platform';
import type { RequestHandler } from 'express';
import type { ProjectionProgress } from '../projection-progress/index.js';

export const MIN_POSITION_HEADER = 'X-Min-Position';
export const STALE_HEADER = 'X-Read-Model-Stale';

const readMinPosition = (header: string | undefined, query: unknown): number | undefined => {
  const raw = header ?? (typeof query === 'string' ? query : undefined);
  if (raw === undefined || raw.trim() === '') return undefined;
  const position = Number(raw);
  if (!Number.isSafeInteger(position) || position < 0) {
    throw new ValidationError('minPosition は0以上の整数で指定してください', 'INVALID_MIN_POSITION');
  }
  return position;
};

/**
 * Read-your-writes: a client that just wrote (and got position n back) asks the query to wait until the
 * projections have passed n. The wait is bounded; after it the answer goes out anyway, marked stale, so a
 * slow projection degrades freshness and never availability.
 */
export const readYourWrites =
  (progress: ProjectionProgress, timeoutMs: number, logger?: Pick<Logger, 'warn'>): RequestHandler =>
  async (req, res, next) => {
    const minPosition = readMinPosition(req.get(MIN_POSITION_HEADER), req.query.minPosition);
    if (minPosition !== undefined && minPosition > 0) {
      const reached = await progress.waitForPosition(minPosition, timeoutMs);
      if (!reached) {
        res.setHeader(STALE_HEADER, 'true');
        logger?.warn(
          { minPosition, timeoutMs, path: req.path },
          'read model still behind the requested position',
        );
      }
    }
    next();
  };
