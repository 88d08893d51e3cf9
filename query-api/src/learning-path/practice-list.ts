import { isQuestionReachable } from '@exam/domain/access';
import { ValidationError } from '@exam/domain/errors';
import { catalogueJa, interpolate } from '@exam/domain/i18n';
import { Bounds, requireInRange } from '@exam/domain/rules';

/** The learner's lists a practice session can run through (spec §2 `mode` of the quiz). */
export const PRACTICE_LIST_MODES = ['wrong-answers', 'review', 'unseen'] as const;
export type PracticeListMode = (typeof PRACTICE_LIST_MODES)[number];

const texts = catalogueJa.server.input;

/** `mode` is required: a list read never guesses which list was meant. */
export const practiceListModeOf = (value: unknown): PracticeListMode => {
  const found = PRACTICE_LIST_MODES.find((mode) => mode === value);
  if (!found)
    throw new ValidationError(
      interpolate(texts.oneOf, { field: 'mode', allowed: PRACTICE_LIST_MODES.join(' / ') }),
      'VALIDATION_FAILED',
      { field: 'mode' },
    );
  return found;
};

const whole = (raw: unknown): number =>
  typeof raw === 'string' && /^\d{1,7}$/.test(raw.trim()) ? Number(raw) : Number.NaN;

/** `cursor` (the first place of the list, default 0) and `limit` (default and maximum: the bound's). */
export const practiceListRangeOf = (query: Record<string, unknown>): { from: number; limit: number } => {
  const limit =
    query.limit === undefined
      ? Bounds.practiceListIds.max
      : requireInRange(Bounds.practiceListIds, whole(query.limit), 'limit', 'INVALID_PAGE');
  if (query.cursor === undefined) return { from: 0, limit };
  const from = whole(query.cursor);
  if (!Number.isInteger(from))
    throw new ValidationError(texts.windowCursorInvalid, 'INVALID_CURSOR', { field: 'cursor' });
  return { from, limit };
};

type Placed = { id: string; orderIndex: number };

/**
 * The ids of a list in the set's order: the questions the caller may open (outside a trial's reach a question
 * is locked, so it is never practised) that the list holds.
 */
export const practiceListIds = (
  ordered: readonly Placed[],
  reach: { hasAccess: boolean; trialLimit: number; isAdmin: boolean },
  inList: (questionId: string) => boolean,
): string[] =>
  ordered
    .filter(
      (question) =>
        (reach.isAdmin ||
          isQuestionReachable({
            orderIndex: question.orderIndex,
            hasAccess: reach.hasAccess,
            trialLimit: reach.trialLimit,
          })) &&
        inList(question.id),
    )
    .map((question) => question.id);

/** One read of the list: its ids from `from`, the list's length and where the next read starts (null: done). */
export const practiceListPage = (ids: readonly string[], range: { from: number; limit: number }) => {
  const to = range.from + range.limit;
  return {
    list: ids.slice(range.from, to),
    total: ids.length,
    nextCursor: to < ids.length ? String(to) : null,
  };
};
