import type { ItemStatistics } from '@exam/domain/schemas';

type FirstAnswer = { userId: string; questionId: string; isCorrect: boolean; selectedOptionIds: string[] };
type Totals = { attempts: number; totalTimeMs: number };
type Question = {
  id: string;
  orderIndex: number;
  text: string;
  options: Array<{ id: string; label: string; text: string; isCorrect: boolean }>;
};

/** Below this many first answers a question's figures are shown but not judged (too few to mean much). */
export const MIN_ANSWERS_FOR_FLAGS = 5;

/** Pearson's correlation of two equally long series; null when either does not vary. */
const correlation = (xs: readonly number[], ys: readonly number[]): number | null => {
  const n = xs.length;
  if (n < 2) return null;
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / n;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
};

const round = (value: number | null, digits = 3) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Classical item analysis of one set from learners' first answers:
 * - facility: the share of first answers that were correct;
 * - discrimination: the corrected item-total (point-biserial) correlation: for the learners who answered the
 *   question, its correctness (0/1) against their score on the set's other questions they answered (share
 *   correct); learners with no other answer are left out. Null when fewer than two such learners or no spread.
 * Flags mark questions worth a look; the list comes worst first (most flags, then lowest facility).
 */
export function analyseItems(
  questions: readonly Question[],
  firstAnswers: readonly FirstAnswer[],
  totals: ReadonlyMap<string, Totals>,
): ItemStatistics[] {
  const byLearner = new Map<string, { answered: number; correct: number }>();
  for (const answer of firstAnswers) {
    const learner = byLearner.get(answer.userId) ?? { answered: 0, correct: 0 };
    learner.answered += 1;
    learner.correct += answer.isCorrect ? 1 : 0;
    byLearner.set(answer.userId, learner);
  }
  const byQuestion = new Map<string, FirstAnswer[]>();
  for (const answer of firstAnswers) {
    const list = byQuestion.get(answer.questionId);
    if (list) list.push(answer);
    else byQuestion.set(answer.questionId, [answer]);
  }
  const items = questions.map((question): ItemStatistics => {
    const answers = byQuestion.get(question.id) ?? [];
    const correct = answers.filter((answer) => answer.isCorrect).length;
    const pairs = answers.flatMap((answer) => {
      const learner = byLearner.get(answer.userId);
      if (!learner || learner.answered < 2) return [];
      const x = answer.isCorrect ? 1 : 0;
      return [[x, (learner.correct - x) / (learner.answered - 1)] as const];
    });
    const facility = answers.length > 0 ? correct / answers.length : null;
    const discrimination = correlation(
      pairs.map(([x]) => x),
      pairs.map(([, rest]) => rest),
    );
    const total = totals.get(question.id);
    const flags: ItemStatistics['flags'] = [];
    if (answers.length >= MIN_ANSWERS_FOR_FLAGS && facility !== null) {
      if (facility < 0.3) flags.push('tooHard');
      if (facility > 0.9) flags.push('tooEasy');
      if (discrimination !== null && discrimination < 0) flags.push('negativeDiscrimination');
      else if (discrimination !== null && discrimination < 0.2) flags.push('lowDiscrimination');
    }
    return {
      questionId: question.id,
      orderIndex: question.orderIndex,
      text: question.text,
      attempts: total?.attempts ?? 0,
      firstAttempts: answers.length,
      facility: round(facility),
      discrimination: round(discrimination),
      options: question.options.map((option) => ({
        optionId: option.id,
        label: option.label,
        text: option.text,
        isCorrect: option.isCorrect,
        count: answers.filter((answer) => answer.selectedOptionIds.includes(option.id)).length,
      })),
      averageTimeMs: total && total.attempts > 0 ? Math.round(total.totalTimeMs / total.attempts) : null,
      flags,
    };
  });
  return items.sort(
    (a, b) =>
      b.flags.length - a.flags.length ||
      (a.facility ?? Number.POSITIVE_INFINITY) - (b.facility ?? Number.POSITIVE_INFINITY) ||
      a.orderIndex - b.orderIndex,
  );
}
