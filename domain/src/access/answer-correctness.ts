import type { QuestionType } from '../question-set/events.js';

/**
 * Learner spec §4 "Question card": a multiple-choice answer is correct only if the selected set equals
 * exactly the set of correct options (a subset or a superset is wrong); a single-choice answer is correct
 * when exactly one option is selected and it is the correct one. Repeated ids count once.
 */
export const isAnswerCorrect = (
  questionType: QuestionType,
  selectedIds: readonly string[],
  correctIds: readonly string[],
): boolean => {
  const selected = new Set(selectedIds);
  const correct = new Set(correctIds);
  if (selected.size === 0 || correct.size === 0) return false;
  if (questionType === 'single') {
    const [only] = selected;
    return selected.size === 1 && only !== undefined && correct.has(only);
  }
  return selected.size === correct.size && [...selected].every((id) => correct.has(id));
};
