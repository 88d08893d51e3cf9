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

/** One page of a list: 1-based `page`, `pageSize` rows, starting after `skip` rows. */
export type ListPage = { page: number; pageSize: number; skip: number };

const pagingNumber = (raw: unknown, bound: typeof Bounds.pageSize, field: string): number =>
  requireInRange(
    bound,
    typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN,
    field,
    'INVALID_PAGE',
  );

/**
 * `page` and `pageSize` of a list that answers whole when called bare: both absent, no page; otherwise both must
 * be given and in range (rules/bounds.ts pageNumber, pageSize), refused with the bound's message, never clamped.
 */
export const listPageOf = (query: Record<string, unknown>): ListPage | undefined => {
  if (query.page === undefined && query.pageSize === undefined) return undefined;
  const page = pagingNumber(query.page, Bounds.pageNumber, 'page');
  const pageSize = pagingNumber(query.pageSize, Bounds.pageSize, 'pageSize');
  return { page, pageSize, skip: (page - 1) * pageSize };
};

/** A query value that must be one text when given (`?a=1&a=2` is refused): absent or blank, undefined. */
export const optionalQueryText = (raw: unknown): string | undefined => queryText(raw);
