import type { AdminQuestion } from '@exam/domain/schemas';

/** Admin spec §2 "Manage question sets" and §9: page sizes, the default, and the pager's button count. */
export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;

export type QuestionSort = 'order' | 'text';

/** By number (orderIndex, ascending: the default) or by question text (Japanese collation). */
export const sortQuestions = (questions: readonly AdminQuestion[], sort: QuestionSort): AdminQuestion[] =>
  [...questions].sort((a, b) =>
    sort === 'order'
      ? a.orderIndex - b.orderIndex
      : a.text.localeCompare(b.text, 'ja') || a.orderIndex - b.orderIndex,
  );

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The questions of a 1-based page; a page past the end shows the last one. */
export const pageOf = <T>(items: readonly T[], page: number, pageSize: number): T[] => {
  const last = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * pageSize, current * pageSize);
};

/** The set's complete new order after moving one question to another's place (the reorder call needs all ids). */
export const movedOrder = (orderedIds: readonly string[], movedId: string, targetId: string): string[] => {
  const from = orderedIds.indexOf(movedId);
  const to = orderedIds.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return [...orderedIds];
  const next = [...orderedIds];
  next.splice(from, 1);
  next.splice(to, 0, movedId);
  return next;
};

/** Plain text of a question for lists and confirmations (the text itself is plain; cut to a readable length). */
export const excerpt = (text: string, length = 40): string =>
  text.length > length ? `${text.slice(0, length)}…` : text;

/**
 * Admin spec §2: the pager shows at most 5 page buttons: a window of MAX_PAGE_BUTTONS pages around the current
 * one, shifted at either end (previous/next reach the rest).
 */
export const pageWindow = (page: number, pages: number, buttons = MAX_PAGE_BUTTONS): number[] => {
  const count = Math.min(buttons, pages);
  const current = Math.min(Math.max(page, 1), pages);
  const first = Math.min(Math.max(current - Math.floor(count / 2), 1), pages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
};
