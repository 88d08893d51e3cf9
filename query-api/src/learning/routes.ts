import { ValidationError } from '@exam/domain/errors';
import {
  WRONG_ANSWER_STATUS_INVALID,
  WRONG_ANSWER_STATUSES,
  type WrongAnswerCounts,
  type WrongAnswerStatus,
} from '@exam/domain/schemas';
import type { AuthGuards, DocumentStore } from '@exam/platform';
import { ok } from '@exam/platform';
import {
  PROGRESS,
  PROGRESS_RECORDS,
  type ProgressDocument,
  type ProgressRecord,
  SET_QUESTION_COUNTS,
  SET_QUESTIONS,
  type SetQuestion,
  type SetQuestionCount,
  WRONG_ANSWERS,
  type WrongAnswerDocument,
  withPlaces,
} from '@exam/projections';
import { type Request, type RequestHandler, Router } from 'express';
import { listPageOf, optionalQueryText, pathParam } from '../request-params/index.js';
import { learningCatalogueJoin } from './learning-catalogue-join.js';
import { presentProgress, presentRecord, presentResume, presentWrongAnswer } from './presenters.js';
import { progressViewOf, summariseResume } from './progress-view.js';
import { setProgressReader } from './set-progress.js';

export type LearningQueryDependencies = {
  documentStore: DocumentStore;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireUser'>;
};

/** `?status=`: absent means the open entries; anything but the three names is refused, never guessed. */
const wrongAnswerStatusOf = (value: unknown): WrongAnswerStatus => {
  if (value === undefined) return 'unresolved';
  const found = WRONG_ANSWER_STATUSES.find((status) => status === value);
  if (!found)
    throw new ValidationError(WRONG_ANSWER_STATUS_INVALID, 'WRONG_ANSWER_STATUS_INVALID', {
      field: 'status',
    });
  return found;
};

const statusFilter = (status: WrongAnswerStatus) =>
  status === 'all' ? {} : { resolved: status === 'resolved' };

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
  const questionCounts = documentStore.collection<SetQuestionCount>(SET_QUESTION_COUNTS);
  const catalogue = learningCatalogueJoin(documentStore);
  const router = Router();

  router.get('/user-progress/stats', guards.requireUser, consistent, async (req, res) => {
    const userId = userIdOf(req);
    const [docs, answered] = await Promise.all([progress.find({ userId }), records.find({ userId })]);
    const bySet = new Map<string, ProgressRecord[]>();
    for (const record of answered) {
      const ofSet = bySet.get(record.questionSetId);
      if (ofSet) ofSet.push(record);
      else bySet.set(record.questionSetId, [record]);
    }
    const sets = await catalogue.sets(docs.map((doc) => doc.questionSetId));
    ok(
      res,
      Object.fromEntries(
        docs.map((doc) => [
          doc.questionSetId,
          presentProgress(doc, bySet.get(doc.questionSetId) ?? [], sets.get(doc.questionSetId)),
        ]),
      ),
    );
  });

  router.get('/user-progress/records', guards.requireUser, consistent, async (req, res) => {
    const questionSetId = typeof req.query.questionSetId === 'string' ? req.query.questionSetId.trim() : '';
    const found = await records.find(
      { userId: userIdOf(req), ...(questionSetId ? { questionSetId } : {}) },
      { sort: [['updatedAt', -1]] },
    );
    const sets = await catalogue.sets(found.map((record) => record.questionSetId));
    ok(
      res,
      found.map((record) => presentRecord(record, sets.get(record.questionSetId))),
    );
  });

  router.get('/practice/:setId/progress', guards.requireUser, consistent, async (req, res) => {
    const view = progressViewOf(req.query);
    const setId = pathParam(req, 'setId');
    const saved = await setProgress(userIdOf(req), setId);
    // A big set's quiz reads the summary (which numbers were right or wrong) and the details of the window it
    // shows, not every answer with its explanation.
    if (view.kind === 'summary') return ok(res, summariseResume(saved));
    const shown =
      view.kind === 'window'
        ? {
            ...saved,
            answeredQuestions: saved.answeredQuestions.filter(
              (answer) => answer.questionIndex >= view.from && answer.questionIndex < view.from + view.limit,
            ),
          }
        : saved;
    const answeredIds = shown.answeredQuestions.map((answer) => answer.questionId);
    const [answered, counted] = await Promise.all([
      answeredIds.length > 0
        ? questions.find({ id: { $in: answeredIds } }).then((list) => withPlaces(questions, list))
        : Promise.resolve([]),
      questionCounts.get(setId),
    ]);
    ok(res, presentResume(shown, answered, counted?.count ?? 0));
  });

  // The counts of the profile's filter and of 間違えた問題を練習（N 問）: joined like the list, so they always agree.
  router.get('/wrong-answers/counts', guards.requireUser, consistent, async (req, res) => {
    const found = await wrongAnswers.find({ userId: userIdOf(req) });
    const [content, sets] = await Promise.all([
      catalogue.questions(found.map((doc) => doc.questionId)),
      catalogue.sets(found.map((doc) => doc.questionSetId)),
    ]);
    const counts: WrongAnswerCounts = { unresolved: 0, resolved: 0, sets: [] };
    const perSet = new Map<string, WrongAnswerCounts['sets'][number]>();
    for (const doc of found) {
      if (!content.has(doc.questionId)) continue;
      const key = doc.resolved ? 'resolved' : 'unresolved';
      counts[key] += 1;
      const set = perSet.get(doc.questionSetId) ?? {
        questionSetId: doc.questionSetId,
        title: sets.get(doc.questionSetId)?.title ?? '',
        unresolved: 0,
        resolved: 0,
      };
      set[key] += 1;
      perSet.set(doc.questionSetId, set);
    }
    counts.sets = [...perSet.values()].sort((a, b) => a.title.localeCompare(b.title, 'ja'));
    ok(res, counts);
  });

  router.get('/wrong-answers', guards.requireUser, consistent, async (req, res) => {
    const status = wrongAnswerStatusOf(req.query.status);
    // One set's entries (the tab's set filter); absent or blank, every set's. `?a=1&a=2` is refused.
    const questionSetId = optionalQueryText(req.query.questionSetId);
    const page = listPageOf(req.query);
    const filter = {
      userId: userIdOf(req),
      ...statusFilter(status),
      ...(questionSetId ? { questionSetId } : {}),
    };
    // Newest first; the id breaks ties (a batch of answers shares its time), so pages never overlap.
    const sort: [string, 1 | -1][] = [
      ['createdAt', -1],
      ['id', 1],
    ];
    const [found, total] = await Promise.all([
      wrongAnswers.find(filter, page ? { sort, skip: page.skip, limit: page.pageSize } : { sort }),
      page ? wrongAnswers.count(filter) : Promise.resolve(0),
    ]);
    const [content, sets] = await Promise.all([
      catalogue.questions(found.map((doc) => doc.questionId)),
      catalogue.sets(found.map((doc) => doc.questionSetId)),
    ]);
    // A question removed a moment ago takes its wrong answers with it (the same batch deletes both).
    const list = found.flatMap((doc) => {
      const question = content.get(doc.questionId);
      return question ? [presentWrongAnswer(doc, question, sets.get(doc.questionSetId))] : [];
    });
    // Bare, the whole book as the spec's client reads it; paged (issue 35), one page with the total.
    if (page) ok(res, { list, total, page: page.page, pageSize: page.pageSize });
    else ok(res, list);
  });

  return router;
};
