import type { WrongAnswerCounts } from '@exam/domain/schemas';
import { listSessionUrl, type WrongAnswer } from '../../entities/progress';

/** Entries per page of the profile's book (issue 35: the tab reads what it shows). */
export const WRONG_ANSWER_PAGE_SIZE = 20;

export type BookFilter = 'unresolved' | 'resolved';

export type WrongAnswerGroup = { questionSetId: string; title: string; items: WrongAnswer[] };

/** Wrong answers grouped by set, in order of first appearance (the server sends newest first). */
export function groupWrongAnswers(list: readonly WrongAnswer[]): WrongAnswerGroup[] {
  const groups = new Map<string, WrongAnswerGroup>();
  for (const item of list) {
    let group = groups.get(item.questionSetId);
    if (!group) {
      group = { questionSetId: item.questionSetId, title: item.questionSet?.title ?? '', items: [] };
      groups.set(item.questionSetId, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/**
 * Practises exactly a set's open wrong answers (spec §2 `mode=wrong-answers&questions=…`). The page shows only
 * some of a big set's entries: when the set holds more than the page (`setTotal`), or past URL_LIST_LIMIT, the
 * URL names only the mode (issue 40: 450 ids are too long a request line to reload) and the quiz reads the set's
 * open wrong answers from the server, the same list the profile pages through.
 */
export function wrongAnswerPracticeUrl(
  group: Pick<WrongAnswerGroup, 'questionSetId' | 'items'>,
  setTotal = group.items.length,
): string {
  const ids = [...new Set(group.items.map((item) => item.questionId))];
  return listSessionUrl(group.questionSetId, 'wrong-answers', setTotal > group.items.length ? null : ids);
}

/** A set's entries under the filter, from GET /wrong-answers/counts (undefined while the counts load). */
export function setTotalOf(
  counts: WrongAnswerCounts | undefined,
  questionSetId: string,
  filter: BookFilter,
): number | undefined {
  return counts?.sets.find((set) => set.questionSetId === questionSetId)?.[filter];
}

export type SetChoice = { value: string; title: string; count: number };

/** The sets the filter has entries in, for the set picker (titles as the counts sort them). */
export function setChoices(counts: WrongAnswerCounts | undefined, filter: BookFilter): SetChoice[] {
  return (counts?.sets ?? [])
    .filter((set) => set[filter] > 0)
    .map((set) => ({ value: set.questionSetId, title: set.title, count: set[filter] }));
}

/** Pages of a book of `total` entries (at least 1, so the pager always has a page to stand on). */
export function pageCountOf(total: number, pageSize = WRONG_ANSWER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The 1-based places a page shows ("21–40 of 450"); 0–0 for an empty book. */
export function pageRange(page: number, total: number, pageSize = WRONG_ANSWER_PAGE_SIZE) {
  const from = Math.min(total, (page - 1) * pageSize + 1);
  return { from, to: Math.min(total, page * pageSize), total };
}

/** Option letters A, B, C… of the given option ids, in the options' order ("B, D"). */
export function optionLetters(options: WrongAnswer['options'], ids: readonly string[]): string {
  const wanted = new Set(ids);
  return options
    .map((option, index) => (wanted.has(option.id) ? String.fromCharCode(65 + (index % 26)) : null))
    .filter((letter) => letter !== null)
    .join(', ');
}
