/** Admin spec §2 "Manage question sets" and §9: page sizes, the default, and the pager's button count. */
export const PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_BUTTONS = 5;

export type QuestionSort = 'order' | 'text';

export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/**
 * The zero-based place a typed number (1-based, as the manager shows them) moves a question to, or null when it
 * is no whole number of the set or is the question's own place.
 */
export const placeOfTyped = (typed: string | number, total: number, current: number): number | null => {
  const number = typeof typed === 'number' ? typed : Number(typed.trim());
  if (!Number.isInteger(number) || number < 1 || number > total) return null;
  return number - 1 === current ? null : number - 1;
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
