import { type Dispatch, useEffect } from 'react';
import { useGetPracticeProgressQuery } from '../../entities/progress';
import type { QuizSessionAction } from './quiz-session';
import { answersFromServer } from './server-answers';

/**
 * Issue 22, second device: the learner's progress of this set is refetched when their room hears of a new answer
 * (the `Progress` invalidation), and the answers given on the other device are marked here without a reload.
 */
export function useAnswersFromOtherDevice(
  setId: string,
  enabled: boolean,
  dispatch: Dispatch<QuizSessionAction>,
): void {
  const { data } = useGetPracticeProgressQuery(setId, { skip: !enabled });
  useEffect(() => {
    if (!enabled || !data) return;
    dispatch({ type: 'answersArrived', answers: answersFromServer(data) });
  }, [data, enabled, dispatch]);
}
