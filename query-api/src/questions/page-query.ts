import { Bounds, type NumberBound, requireInRange } from '@exam/domain/rules';

/** A page of a set's questions: positions [from, to) of the set's order. */
export type QuestionPage = { page: number; pageSize: number; from: number; to: number };

const readNumber = (raw: unknown, bound: NumberBound, field: string): number =>
  requireInRange(
    bound,
    typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN,
    field,
    'INVALID_PAGE',
  );

/**
 * `page` and `pageSize` of GET /questions: both absent, the whole set; otherwise both must be given and in
 * range (refused with the bound's message, never clamped). A page is a range of order indexes (they are
 * 0..n-1), so any page costs one index range read, however deep.
 */
export const questionPageOf = (query: Record<string, unknown>): QuestionPage | undefined => {
  if (query.page === undefined && query.pageSize === undefined) return undefined;
  const page = readNumber(query.page, Bounds.pageNumber, 'page');
  const pageSize = readNumber(query.pageSize, Bounds.pageSize, 'pageSize');
  const from = (page - 1) * pageSize;
  return { page, pageSize, from, to: from + pageSize };
};
