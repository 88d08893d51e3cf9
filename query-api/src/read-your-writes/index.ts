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
 * slow projection degrades freshness and never availability. Without express (direct routes): the position
 * from the X-Min-Position header or the minPosition query, and whether the answer is stale.
 */
export const minPositionWait =
  (progress: ProjectionProgress, timeoutMs: number, logger?: Pick<Logger, 'warn'>) =>
  async (header: string | undefined, query: unknown, path: string): Promise<{ stale: boolean }> => {
    const minPosition = readMinPosition(header, query);
    if (minPosition === undefined || minPosition <= 0) return { stale: false };
    if (await progress.waitForPosition(minPosition, timeoutMs)) return { stale: false };
    logger?.warn({ minPosition, timeoutMs, path }, 'read model still behind the requested position');
    return { stale: true };
  };

export type MinPositionWait = ReturnType<typeof minPositionWait>;

/** The express middleware of minPositionWait: X-Read-Model-Stale: true on an answer that did not catch up. */
export const readYourWrites = (
  progress: ProjectionProgress,
  timeoutMs: number,
  logger?: Pick<Logger, 'warn'>,
): RequestHandler => {
  const wait = minPositionWait(progress, timeoutMs, logger);
  return async (req, res, next) => {
    const { stale } = await wait(req.get(MIN_POSITION_HEADER), req.query.minPosition, req.path);
    if (stale) res.setHeader(STALE_HEADER, 'true');
    next();
  };
};
