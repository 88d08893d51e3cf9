import type { DocumentStore } from '@exam/platform';
import {
  answeredQuestionsOf,
  PROGRESS,
  PROGRESS_RECORDS,
  type ProgressAnswer,
  type ProgressDocument,
  type ProgressRecord,
  progressDocumentId,
} from '@exam/projections';

/** What a learner resumes a set from: their answers since the last reset, and where they were. */
export type SetProgress = { answeredQuestions: ProgressAnswer[]; lastQuestionIndex: number };

export type ReadSetProgress = (userId: string, questionSetId: string) => Promise<SetProgress>;

/** The one read of a set's saved progress: GET /practice/{setId}/progress and the socket's progress:get. */
export const setProgressReader = (documentStore: DocumentStore): ReadSetProgress => {
  const progress = documentStore.collection<ProgressDocument>(PROGRESS);
  const records = documentStore.collection<ProgressRecord>(PROGRESS_RECORDS);
  return async (userId, questionSetId) => {
    const [doc, answers] = await Promise.all([
      progress.get(progressDocumentId(userId, questionSetId)),
      records.find({ userId, questionSetId }),
    ]);
    return {
      answeredQuestions: answeredQuestionsOf(answers),
      lastQuestionIndex: doc?.lastQuestionIndex ?? 0,
    };
  };
};

/** The sets a learner has progress in (their sockets follow those sets' rooms). */
export const learnerSetsReader = (documentStore: DocumentStore) => {
  const progress = documentStore.collection<ProgressDocument>(PROGRESS);
  return async (userId: string): Promise<string[]> =>
    (await progress.find({ userId })).map((doc) => doc.questionSetId);
};
