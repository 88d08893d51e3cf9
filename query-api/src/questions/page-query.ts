import { listPageOf } from '../request-params/index.js';

/** A page of a set's questions: positions [from, to) of the set's order. */
export type QuestionPage = { page: number; pageSize: number; from: number; to: number };

/**
 * `page` and `pageSize` of GET /questions: both absent, the whole set; otherwise both must be given and in
 * range (refused with the bound's message, never clamped). A page is a range of order indexes (they are
 * 0..n-1), so any page costs one index range read, however deep.
 */
export const questionPageOf = (query: Record<string, unknown>): QuestionPage | undefined => {
  const page = listPageOf(query);
  return page && { page: page.page, pageSize: page.pageSize, from: page.skip, to: page.skip + page.pageSize };
};
