import type { OfflineBundle } from '@exam/domain/schemas';
import { errorStatus } from '../../shared/api/api-error';
import type { AnswerResult } from '../progress';
import { judgeOffline } from './bundle-quiz';
import type { OfflineStore } from './offline-store';
import type { OutboxAnswer } from './outbox-sync';

/** One answer of the quiz, as the learner gave it. */
export type GivenAnswer = {
  setId: string;
  questionId: string;
  selectedOptionIds: string[];
  timeSpentMs: number;
  guessed: boolean;
  /** Distinct questions answered in this run, this one included (the local judgement's count). */
  answeredCount: number;
  mode?: OutboxAnswer['mode'];
};

export type SubmitterDeps = {
  userId: string | null;
  bundle: OfflineBundle | null;
  /** The page already runs from the bundle (no connection when it opened). */
  offline: boolean;
  isOnline: () => boolean;
  /** POST /practice/{setId}/answers (rejects with the RTK Query error). */
  sendOnline: (answer: GivenAnswer & { clientId?: string }) => Promise<AnswerResult>;
  store: Pick<OfflineStore, 'addAnswer'>;
  newId: () => string;
  now: () => Date;
  /** The outbox changed (the badge counts again). */
  changed: () => void;
};

/** fetch failed, or timed out: the server may or may not have the answer; a resend with the same id is safe. */
export const isConnectionFailure = (error: unknown) => {
  const status = errorStatus(error);
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

/**
 * Sends an answer (issue 26 item 3). A signed-in learner's answer carries a client id, kept for the question
 * until the server has judged it, so a retry after a dropped connection is the same answer. With no
 * connection and a downloaded set, the answer is judged against the bundle and goes to the outbox with its own
 * time and the same id; the sync sends it later. Without a bundle, a failure is the caller's to show.
 */
export const createAnswerSubmitter = (deps: SubmitterDeps) => {
  const attempts = new Map<string, { clientId: string; answeredAt: string }>();

  const keepOffline = async (answer: GivenAnswer, attempt: { clientId: string; answeredAt: string }) => {
    const { bundle, userId } = deps;
    if (!bundle || !userId) return null;
    const result = judgeOffline(bundle, answer.questionId, answer.selectedOptionIds, answer.answeredCount);
    if (!result) return null;
    await deps.store.addAnswer(
      {
        userId,
        clientId: attempt.clientId,
        questionSetId: answer.setId,
        questionId: answer.questionId,
        selectedOptionIds: answer.selectedOptionIds,
        timeSpentMs: Math.round(answer.timeSpentMs),
        answeredAt: attempt.answeredAt,
        guessed: answer.guessed,
        ...(answer.mode ? { mode: answer.mode } : {}),
      },
      {
        clientId: attempt.clientId,
        userId,
        questionSetId: answer.setId,
        questionId: answer.questionId,
        selectedOptionIds: answer.selectedOptionIds,
        isCorrect: result.isCorrect,
        answeredAt: attempt.answeredAt,
      },
    );
    deps.changed();
    return result;
  };

  return async (answer: GivenAnswer): Promise<{ result: AnswerResult; queued: boolean }> => {
    const attempt = attempts.get(answer.questionId) ?? {
      clientId: deps.newId(),
      answeredAt: deps.now().toISOString(),
    };
    attempts.set(answer.questionId, attempt);
    const offlineNow = deps.offline || !deps.isOnline();
    if (offlineNow) {
      const queued = await keepOffline(answer, attempt);
      if (queued) {
        attempts.delete(answer.questionId);
        return { result: queued, queued: true };
      }
    }
    try {
      const result = await deps.sendOnline(deps.userId ? { ...answer, clientId: attempt.clientId } : answer);
      attempts.delete(answer.questionId);
      return { result, queued: false };
    } catch (error) {
      if (!isConnectionFailure(error)) {
        attempts.delete(answer.questionId);
        throw error;
      }
      const queued = await keepOffline(answer, attempt);
      if (!queued) throw error;
      attempts.delete(answer.questionId);
      return { result: queued, queued: true };
    }
  };
};
