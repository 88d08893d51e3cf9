import { listSessionUrl, type WrongAnswer } from '../../entities/progress';

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
 * Practises exactly a set's wrong answers (spec §2 `mode=wrong-answers&questions=…`). Past URL_LIST_LIMIT the URL
 * names only the mode (issue 40: 450 ids are too long a request line to reload): the quiz reads the set's open
 * wrong answers from the server, the same list the profile shows.
 */
export function wrongAnswerPracticeUrl(group: Pick<WrongAnswerGroup, 'questionSetId' | 'items'>): string {
  const ids = [...new Set(group.items.map((item) => item.questionId))];
  return listSessionUrl(group.questionSetId, 'wrong-answers', ids);
}

/** Option letters A, B, C… of the given option ids, in the options' order ("B, D"). */
export function optionLetters(options: WrongAnswer['options'], ids: readonly string[]): string {
  const wanted = new Set(ids);
  return options
    .map((option, index) => (wanted.has(option.id) ? String.fromCharCode(65 + (index % 26)) : null))
    .filter((letter) => letter !== null)
    .join(', ');
}
