import { useCallback, useEffect, useMemo, useState } from 'react';
import { outcomeAt, outcomesOfSummary, type QuestionSource, windowStart } from './question-source';
import { useGetProgressSummaryQuery } from './quiz-reads-api';
import type { QuizSession } from './quiz-session';
import { sheetItemState } from './quiz-summary';

/** The answer sheet's page: it follows the current question; the pager and the jump box move it. */
export function useSheetPage(currentIndex: number, completed: boolean) {
  const followed = completed ? 0 : windowStart(Math.max(0, currentIndex));
  const [pageFrom, setPageFrom] = useState(followed);
  useEffect(() => setPageFrom(followed), [followed]);
  return [pageFrom, setPageFrom] as const;
}

/**
 * What the sheet and the trial count know of the learner's answers (issue 35): this run's outcomes by place, the
 * answers held in full for the questions held, and the saved outcomes of the whole set from the progress summary
 * (one lookup table per fetch of it, never per action).
 */
export function useOutcomes(
  run: { setId: string; enabled: boolean },
  session: Pick<QuizSession, 'answers' | 'outcomes' | 'currentIndex' | 'completed'>,
  source: QuestionSource,
) {
  const summary = useGetProgressSummaryQuery(run.setId, { skip: !run.enabled }).data;
  const saved = useMemo(() => outcomesOfSummary(summary), [summary]);
  const { answers, outcomes, currentIndex, completed } = session;
  const outcomeOf = useCallback(
    (index: number) => outcomeAt(outcomes, index) ?? heldOutcome(source, answers, index) ?? saved.get(index),
    [outcomes, source, answers, saved],
  );
  const stateAt = useCallback(
    (index: number) =>
      sheetItemState(source.at(index), index, completed ? -1 : currentIndex, outcomeOf(index)),
    [source, completed, currentIndex, outcomeOf],
  );
  const answeredAt = useCallback((index: number) => outcomeOf(index) !== undefined, [outcomeOf]);
  /** Every answered place: only when access arrives (rare), so a pass over the set is fine here. */
  const answeredPlaces = useCallback(() => {
    const places: number[] = [];
    for (let index = 0; index < source.total; index += 1)
      if (outcomeOf(index) !== undefined) places.push(index);
    return places;
  }, [source.total, outcomeOf]);
  return { stateAt, answeredAt, answeredPlaces, savedAnswered: summary?.answeredCount ?? 0 };
}

const heldOutcome = (
  source: QuestionSource,
  answers: QuizSession['answers'],
  index: number,
): boolean | undefined => {
  const question = source.at(index);
  return question ? answers[question.id]?.isCorrect : undefined;
};
