import { NotFoundError, ValidationError } from '@exam/domain/errors';
import { catalogueJa } from '@exam/domain/i18n';
import { BATCH_COUNT_IDS_REQUIRED, batchCountBody } from '@exam/domain/schemas';
import { type FindOptions, ok } from '@exam/platform';
import {
  BY_RANK,
  QUESTION_SETS,
  type QuestionSetListing,
  questionsInOrder,
  SET_QUESTIONS,
  type SetQuestion,
  withPlaces,
} from '@exam/projections';
import { Router } from 'express';
import { accessForSet } from '../access/index.js';
import { filterByMode, questionModeOf } from '../learning-path/learner-filters.js';
import { presentQuestionsFor } from '../question-sets/presenters.js';
import { QUESTION_SET_NOT_FOUND } from '../question-sets/routes.js';
import { pathParam } from '../request-params/index.js';
import type { CatalogueRouteDependencies } from '../router/dependencies.js';
import { questionPageOf } from './page-query.js';
import {
  nextCursorOf,
  questionFilterOf,
  questionIdsOf,
  questionSortOf,
  questionWindowOf,
} from './window-query.js';

const MAX_BATCH = 1000;
/** Issue 35: a read that names no range answers this many questions (the quiz's window), with the total. */
export const DEFAULT_QUESTION_PAGE_SIZE = 100;
const QUESTION_SET_ID_REQUIRED = catalogueJa.server.redeem.setRequired;
const PAGE_OR_WINDOW = catalogueJa.server.input.pageOrWindow;
const FILTER_NEEDS_PAGE = catalogueJa.server.input.filterNeedsPage;

/** Spec admin §5 "Batch count call": a missing, non-list or empty id list fails with 题库ID列表不能为空. */
const readIdList = (body: unknown): string[] => {
  const parsed = batchCountBody.safeParse(body ?? {});
  if (!parsed.success)
    throw new ValidationError(BATCH_COUNT_IDS_REQUIRED, 'QUESTION_SET_IDS_REQUIRED', {
      field: 'questionSetIds',
    });
  const ids = parsed.data.questionSetIds;
  if (ids.length > MAX_BATCH)
    throw new ValidationError(
      `問題集IDは一度に${MAX_BATCH.toLocaleString('en-US')}件まで指定できます`,
      'TOO_MANY_QUESTION_SET_IDS',
      {
        field: 'questionSetIds',
      },
    );
  return [...new Set(ids)];
};

export const createQuestionQueryRoutes = ({
  documentStore,
  consistent,
  authenticate,
}: CatalogueRouteDependencies): Router => {
  const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
  const questions = documentStore.collection<SetQuestion>(SET_QUESTIONS);
  const router = Router();

  // GET /questions?questionSetId=…&include=options: the set's questions gated like GET /question-sets/{id}
  // (locked stubs outside the caller's trial; an administrator gets every question in full); options only when asked for.
  // Deliberately not served from the read cache: the answer depends on the caller (an administrator's full
  // content must never reach a learner, nor a learner's gated view an administrator).
  router.get('/questions', authenticate, consistent, async (req, res) => {
    const questionSetId = typeof req.query.questionSetId === 'string' ? req.query.questionSetId.trim() : '';
    if (questionSetId === '')
      throw new ValidationError(QUESTION_SET_ID_REQUIRED, 'QUESTION_SET_ID_REQUIRED', {
        field: 'questionSetId',
      });
    const set = await sets.get(questionSetId);
    if (!set) throw new NotFoundError(QUESTION_SET_NOT_FOUND, 'QUESTION_SET_NOT_FOUND');
    const mode = questionModeOf(req.query.mode);
    const ids = questionIdsOf(req.query);
    const asked = questionPageOf(req.query);
    const window = questionWindowOf(req.query);
    const filter = questionFilterOf(req.query, req.principal);
    const sort = questionSortOf(req.query, req.principal);
    if (asked && window) throw new ValidationError(PAGE_OR_WINDOW, 'INVALID_PAGE', { field: 'cursor' });
    if ((filter || sort === 'text') && !asked)
      throw new ValidationError(FILTER_NEEDS_PAGE, 'INVALID_PAGE', { field: 'page' });
    // No range named (issue 35): the first page with the total, never the whole set. With a mode, the first
    // page of the mode's own list (the set is read and narrowed; the answer stays one page).
    const firstPage = !asked && !window && !ids;
    const page = asked ?? (firstPage ? { page: 1, pageSize: DEFAULT_QUESTION_PAGE_SIZE } : undefined);
    // A page or a window is a range of the set's order (mode then narrows it: the pages of a mode make up its
    // whole list); a search or type filter pages over the matching questions (skip + limit on the set's index).
    const range =
      asked ??
      (window && { from: window.from, to: window.from + window.limit }) ??
      (firstPage && mode === 'all' ? { from: 0, to: DEFAULT_QUESTION_PAGE_SIZE } : undefined);
    // By text: code point order, then the set's order (the manager's second order; a page of it is one sorted read).
    const ordered: FindOptions = { sort: sort === 'text' ? [['text', 1], ...BY_RANK] : BY_RANK };
    const [found, filteredTotal] =
      (filter || sort === 'text') && asked
        ? await Promise.all([
            questions
              .find({ questionSetId, ...filter }, { ...ordered, skip: asked.from, limit: asked.pageSize })
              .then((matching) => withPlaces(questions, matching)),
            questions.count({ questionSetId, ...filter }),
          ])
        : ids
          ? [
              await questions
                .find({ questionSetId, id: { $in: ids } })
                .then((listed) => withPlaces(questions, listed))
                .then((placed) => placed.sort((a, b) => a.orderIndex - b.orderIndex)),
              undefined,
            ]
          : [
              await questionsInOrder(
                questions,
                questionSetId,
                range ? { from: range.from, limit: range.to - range.from } : {},
              ),
              undefined,
            ];
    // mode=unseen / review (issue 17): after gating, so a locked question stays a stub.
    const presented = await filterByMode(
      documentStore,
      req.principal,
      questionSetId,
      mode,
      presentQuestionsFor(req.principal, found, await accessForSet(documentStore, req.principal, set), set),
    );
    const withOptions = String(req.query.include ?? '')
      .split(',')
      .includes('options');
    const served = withOptions
      ? presented
      : presented.map((question) => (question.locked ? question : { ...question, options: undefined }));
    if (firstPage && mode !== 'all')
      return ok(res, {
        list: served.slice(0, DEFAULT_QUESTION_PAGE_SIZE),
        total: served.length,
        page: 1,
        pageSize: DEFAULT_QUESTION_PAGE_SIZE,
      });
    const total = filteredTotal ?? set.questionCount;
    if (page) ok(res, { list: served, total, page: page.page, pageSize: page.pageSize });
    else if (window) ok(res, { list: served, total, nextCursor: nextCursorOf(window, total) });
    else ok(res, { list: served, total });
  });

  // The search page reads `count`, other callers `data.count`: both are served.
  router.get('/questions/count/:id', consistent, async (req, res) => {
    const set = await sets.get(pathParam(req, 'id'));
    if (!set) throw new NotFoundError(QUESTION_SET_NOT_FOUND, 'QUESTION_SET_NOT_FOUND');
    res.json({ success: true, count: set.questionCount, data: { count: set.questionCount } });
  });

  router.post('/questions/batch-count', consistent, async (req, res) => {
    const ids = readIdList(req.body);
    const found = await sets.find({ id: { $in: ids } });
    const counts: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]));
    for (const set of found) counts[set.id] = set.questionCount;
    ok(res, counts);
  });

  return router;
};
