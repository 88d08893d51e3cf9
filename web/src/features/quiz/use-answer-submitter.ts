import type { OfflineBundle } from '@exam/domain/schemas';
import { useMemo, useState } from 'react';
import {
  createAnswerSubmitter,
  type GivenAnswer,
  newClientId,
  offlineState,
  offlineStore,
} from '../../entities/offline';
import { type AnswerResult, type QuizSet, useSubmitAnswerMutation } from '../../entities/progress';
import type { Learner } from '../../entities/session';
import type { QuizParams } from './quiz-params';

type Options = {
  set: Pick<QuizSet, 'id'>;
  params: Pick<QuizParams, 'mode'>;
  learner: Learner;
  offline: boolean;
  bundle: OfflineBundle | null;
};

/**
 * The quiz's answer call (issue 26): online, POST /practice/{setId}/answers with a client id; with no connection
 * and a downloaded set, judged against the bundle and kept in the outbox. Answers [submitting, submit].
 */
export function useAnswerSubmitter({ set, params, learner, offline, bundle }: Options) {
  const [submitAnswer] = useSubmitAnswerMutation();
  const [submitting, setSubmitting] = useState(false);
  const { userId } = learner;
  const { mode } = params;
  const submitter = useMemo(
    () =>
      createAnswerSubmitter({
        userId,
        bundle,
        offline,
        isOnline: () => navigator.onLine,
        sendOnline: ({ answeredCount: _count, ...answer }) => submitAnswer({ ...answer, mode }).unwrap(),
        store: offlineStore,
        newId: () => newClientId(),
        now: () => new Date(),
        changed: () => void offlineState.refresh(userId),
      }),
    [userId, bundle, offline, mode, submitAnswer],
  );
  const submit = async (answer: Omit<GivenAnswer, 'setId'> & { setId?: string }): Promise<AnswerResult> => {
    setSubmitting(true);
    try {
      return (await submitter({ ...answer, mode, setId: answer.setId ?? set.id })).result;
    } finally {
      setSubmitting(false);
    }
  };
  return [submitting, submit] as const;
}
