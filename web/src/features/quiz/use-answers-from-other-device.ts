import { type Dispatch, useEffect } from 'react';
import { WINDOW_SIZE, windowStart } from './question-source';
import { useGetProgressWindowQuery } from './quiz-reads-api';
import type { QuizSessionAction } from './quiz-session';
import { answersFromServer } from './server-answers';

/**
 * The learner's saved answers in full (choices, explanation) for the window on screen and the next one (issue 35:
 * never every answer of a big set). Issue 22, second device: they are refetched when the learner's room hears of
 * a new answer (the `Progress` invalidation), and answers given on the other device are marked without a reload.
 * True once the current window's answers are here (or nothing is to come).
 */
export function useAnswersFromOtherDevice(
  run: { setId: string; enabled: boolean; currentIndex: number; total: number },
  dispatch: Dispatch<QuizSessionAction>,
): boolean {
  const { setId, enabled, total } = run;
  const from = windowStart(Math.max(0, run.currentIndex));
  const next = from + WINDOW_SIZE;
  const here = useGetProgressWindowQuery(
    { setId, from, limit: WINDOW_SIZE },
    { skip: !enabled, refetchOnMountOrArgChange: true },
  );
  const ahead = useGetProgressWindowQuery(
    { setId, from: next, limit: WINDOW_SIZE },
    { skip: !enabled || next >= total },
  ).currentData;
  useEffect(() => {
    if (enabled && here.currentData)
      dispatch({ type: 'answersArrived', answers: answersFromServer(here.currentData) });
  }, [here.currentData, enabled, dispatch]);
  useEffect(() => {
    if (enabled && ahead) dispatch({ type: 'answersArrived', answers: answersFromServer(ahead) });
  }, [ahead, enabled, dispatch]);
  return !enabled || here.currentData !== undefined || here.isError;
}
