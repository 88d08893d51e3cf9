import { ValidationError } from '@exam/domain/errors';
import { Bounds, requireInRange } from '@exam/domain/rules';

export { pathParam } from '@exam/platform';

const queryText = (raw: unknown): string | undefined => {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string')
    throw new ValidationError('クエリの形式が正しくありません', 'VALIDATION_FAILED', { field: 'query' });
  const text = raw.trim();
  return text === '' ? undefined : text;
};

/**
 * A list's page size or limit from the query (rules/bounds.ts pageSize): absent or empty takes the fallback,
 * anything else must be a whole number in range, or the request is refused naming the field (never clamped).
 */
export const pageSizeParam = (raw: unknown, fallback: number, field = 'pageSize'): number => {
  const text = queryText(raw);
  return text === undefined ? fallback : requireInRange(Bounds.pageSize, Number(text), field);
};

/** A 1-based page number from the query (rules/bounds.ts pageNumber): absent takes 1. */
export const pageParam = (raw: unknown, field = 'page'): number => {
  const text = queryText(raw);
  return text === undefined ? 1 : requireInRange(Bounds.pageNumber, Number(text), field);
};
