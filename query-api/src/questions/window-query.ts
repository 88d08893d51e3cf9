import { ForbiddenError, ValidationError } from '@exam/domain/errors';
import { catalogueJa, interpolate } from '@exam/domain/i18n';
import { Bounds, LengthBounds, requireInRange, requireLength } from '@exam/domain/rules';

/** A window of a set's order: positions [from, from + limit). The cursor is the first position, as text. */
export type QuestionWindow = { from: number; limit: number };

const texts = catalogueJa.server.input;
const INVALID_CURSOR = texts.windowCursorInvalid;

const whole = (raw: unknown): number =>
  typeof raw === 'string' && /^\d{1,7}$/.test(raw.trim()) ? Number(raw) : Number.NaN;

/**
 * `cursor` and `limit` of GET /questions (issue 35): absent both, no window. `limit` alone starts at the first
 * question; a cursor is a position the server handed out (`nextCursor`). Out of range is refused, never clamped.
 */
export const questionWindowOf = (query: Record<string, unknown>): QuestionWindow | undefined => {
  if (query.cursor === undefined && query.limit === undefined) return undefined;
  const limit = requireInRange(Bounds.questionWindow, whole(query.limit ?? ''), 'limit', 'INVALID_PAGE');
  if (query.cursor === undefined) return { from: 0, limit };
  const from = whole(query.cursor);
  if (!Number.isInteger(from))
    throw new ValidationError(INVALID_CURSOR, 'INVALID_CURSOR', { field: 'cursor' });
  return { from, limit };
};

/**
 * `ids` of GET /questions (issue 35): the questions a list mode practises (its URL's list), read by id, at most
 * one window's worth per read (a mode narrows them). Never with a page or a window: refused, not combined.
 */
export const questionIdsOf = (query: Record<string, unknown>): string[] | undefined => {
  if (query.ids === undefined) return undefined;
  const ids = [
    ...new Set(
      String(query.ids)
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
  requireInRange(Bounds.questionWindow, ids.length, 'ids', 'INVALID_PAGE');
  if (['page', 'pageSize', 'cursor', 'limit'].some((key) => query[key] !== undefined))
    throw new ValidationError(texts.pageOrWindow, 'INVALID_PAGE', { field: 'ids' });
  return ids;
};

/** `window` of GET /question-sets/{id}: how many questions of the set's order come with it (absent: every one). */
export const setWindowOf = (raw: unknown): number | undefined =>
  raw === undefined ? undefined : requireInRange(Bounds.questionWindow, whole(raw), 'window', 'INVALID_PAGE');

/** Where the window after this one starts, or null at the end of the set. */
export const nextCursorOf = (window: QuestionWindow, total: number): string | null =>
  window.from + window.limit < total ? String(window.from + window.limit) : null;

/** The administrators' narrowing of GET /questions (issue 35): a text search and the question type. */
export type QuestionFilter = { text?: { $contains: string }; questionType?: 'single' | 'multiple' };

/**
 * `search` and `type`: administrators only (a learner's search over locked questions would reveal their text).
 * Blank means absent. Undefined when neither narrows.
 */
export const questionFilterOf = (
  query: Record<string, unknown>,
  principal: { isAdmin: boolean } | undefined | null,
): QuestionFilter | undefined => {
  const search = typeof query.search === 'string' ? query.search.trim() : '';
  const type = typeof query.type === 'string' ? query.type.trim() : '';
  if (search === '' && type === '') return undefined;
  if (!principal?.isAdmin) throw new ForbiddenError(texts.filterAdminOnly, 'FORBIDDEN');
  if (type !== '' && type !== 'single' && type !== 'multiple')
    throw new ValidationError(
      interpolate(texts.oneOf, { field: 'type', allowed: 'single / multiple' }),
      'VALIDATION_FAILED',
      {
        field: 'type',
      },
    );
  requireLength(LengthBounds.questionSearch, search, 'search', 'VALIDATION_FAILED');
  return {
    ...(search === '' ? {} : { text: { $contains: search } }),
    ...(type === '' ? {} : { questionType: type }),
  };
};

/**
 * `sort=text` (administrators, with a page): the manager's order by question text (code point order, then number);
 * absent or `order`: the set's order.
 */
export const questionSortOf = (
  query: Record<string, unknown>,
  principal: { isAdmin: boolean } | undefined | null,
): 'order' | 'text' => {
  if (query.sort === undefined || query.sort === '' || query.sort === 'order') return 'order';
  if (query.sort !== 'text')
    throw new ValidationError(
      interpolate(texts.oneOf, { field: 'sort', allowed: 'order / text' }),
      'VALIDATION_FAILED',
      {
        field: 'sort',
      },
    );
  if (!principal?.isAdmin) throw new ForbiddenError(texts.filterAdminOnly, 'FORBIDDEN');
  return 'text';
};
