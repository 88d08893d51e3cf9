/**
 * Where "continue" takes a learner (issue 40: after buying, 学習を続ける opens the next unanswered question, not
 * question 1): the first unanswered place at or after `from`, else the first unanswered one from the start;
 * null when every question is answered. Places are 0-based order indexes of a set of `total` questions.
 */
export const nextUnansweredIndex = (
  total: number,
  answered: Iterable<number>,
  from: number,
): number | null => {
  const done = new Set(answered);
  // A place past the end (the set shrank) wraps round to the start, like any place after the last question.
  const start = Number.isInteger(from) && from > 0 && from < total ? from : 0;
  for (let step = 0; step < total; step += 1) {
    const index = (start + step) % total;
    if (!done.has(index)) return index;
  }
  return null;
};
