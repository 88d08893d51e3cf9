import type { AuthGuards, DocumentStore } from '@exam/platform';
import { ok } from '@exam/platform';
import {
  PROGRESS,
  PROGRESS_RECORDS,
  type ProgressDocument,
  type ProgressRecord,
  SET_QUESTIONS,
  type SetQuestion,
  WRONG_ANSWERS,
  type WrongAnswerDocument,
} from '@exam/projections';
import { type Request, type RequestHandler, Router } from 'express';
import { pathParam } from '../request-params/index.js';
import { presentProgress, presentRecord, presentResume, presentWrongAnswer } from './presenters.js';
import { setProgressReader } from './set-progress.js';

export type LearningQueryDependencies = {
  documentStore: DocumentStore;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireUser'>;
};

/** requireUser ran: the caller is signed in. */
const userIdOf = (req: Request): string => (req.principal as { userId: string }).userId;

/** The learner's own progress and wrong answers (signed-in only; nobody reads another learner's). */
export const createLearningQueryRoutes = ({
  documentStore,
  consistent,
  guards,
}: LearningQueryDependencies): Router => {
  const progress = documentStore.collection<ProgressDocument>(PROGRESS);
  const records = documentStore.collection<ProgressRecord>(PROGRESS_RECORDS);
  const wrongAnswers = documentStore.collection<WrongAnswerDocument>(WRONG_ANSWERS);
  const questions = documentStore.collection<SetQuestion>(SET_QUESTIONS);
  const setProgress = setProgressReader(documentStore);
  const router = Router();

  router.get('/user-progress/stats', guards.requireUser, consistent, async (req, res) => {
    const userId = userIdOf(req);
    const [docs, answered] = await Promise.all([progress.find({ userId }), records.find({ userId })]);
    const bySet = new Map<string, ProgressRecord[]>();
    for (const record of answered)
      bySet.set(record.questionSetId, [...(bySet.get(record.questionSetId) ?? []), record]);
    ok(
      res,
      Object.fromEntries(
        docs.map((doc) => [doc.questionSetId, presentProgress(doc, bySet.get(doc.questionSetId) ?? [])]),
      ),
    );
  });

  router.get('/user-progress/records', guards.requireUser, consistent, async (req, res) => {
    const questionSetId = typeof req.query.questionSetId === 'string' ? req.query.questionSetId.trim() : '';
    const found = await records.find(
      { userId: userIdOf(req), ...(questionSetId ? { questionSetId } : {}) },
      { sort: [['updatedAt', -1]] },
    );
    ok(res, found.map(presentRecord));
  });

  router.get('/practice/:setId/progress', guards.requireUser, consistent, async (req, res) => {
    const saved = await setProgress(userIdOf(req), pathParam(req, 'setId'));
    const answeredIds = saved.answeredQuestions.map((answer) => answer.questionId);
    const answered = answeredIds.length > 0 ? await questions.find({ id: { $in: answeredIds } }) : [];
    ok(res, presentResume(saved, answered));
  });

  router.get('/wrong-answers', guards.requireUser, consistent, async (req, res) => {
    const found = await wrongAnswers.find({ userId: userIdOf(req) }, { sort: [['createdAt', -1]] });
    ok(res, found.map(presentWrongAnswer));
  });

  return router;
};
