import { accuracyPercent } from '@exam/domain/rules';
import type { AnsweredQuestion, QuizQuestion } from '../../entities/progress';

/** Spec §2: the per-question list cuts question text at 100 characters. */
export const SUMMARY_TEXT_LIMIT = 100;

export const truncateText = (text: string, limit = SUMMARY_TEXT_LIMIT) =>
  text.length > limit ? `${text.slice(0, limit)}…` : text;

export type QuizSummary = {
  answered: number;
  correct: number;
  wrong: number;
  accuracy: number;
  totalMs: number;
  averageMs: number;
  items: Array<{ questionId: string; number: number; text: string; isCorrect: boolean }>;
};

/** The completion summary over the questions of this run (answers to other questions are not counted). */
export function summarizeQuiz(
  questions: readonly QuizQuestion[],
  answers: Readonly<Record<string, AnsweredQuestion>>,
): QuizSummary {
  const items: QuizSummary['items'] = [];
  let totalMs = 0;
  for (const question of questions) {
    const answer = answers[question.id];
    if (!answer) continue;
    totalMs += Math.max(0, answer.timeSpentMs);
    items.push({
      questionId: question.id,
      number: question.number,
      text: question.locked ? '' : truncateText(question.text),
      isCorrect: answer.isCorrect,
    });
  }
  const answered = items.length;
  const correct = items.filter((item) => item.isCorrect).length;
  return {
    answered,
    correct,
    wrong: answered - correct,
    accuracy: accuracyPercent(correct, answered),
    totalMs,
    averageMs: answered > 0 ? Math.round(totalMs / answered) : 0,
    items,
  };
}

export type SheetItemState = 'locked' | 'current' | 'answered-correct' | 'answered-wrong' | 'unanswered';

/**
 * The answer-sheet cell of a place: a lock wins, then "current", then the outcome (this run's answer, else the
 * saved one). Issue 35: the question may not have arrived yet (its window is on its way): the number is drawn
 * from the outcome alone.
 */
export function sheetItemState(
  question: QuizQuestion | undefined,
  index: number,
  currentIndex: number,
  outcome: boolean | undefined,
): SheetItemState {
  if (question?.locked) return 'locked';
  if (index === currentIndex) return 'current';
  if (outcome === undefined) return 'unanswered';
  return outcome ? 'answered-correct' : 'answered-wrong';
}
