import { NotFoundError, ValidationError } from '@exam/domain/errors';
import { catalogueJa } from '@exam/domain/i18n';
import { type AuthGuards, type DocumentStore, ok, pathParam } from '@exam/platform';
import {
  ITEM_ANSWER_TOTALS,
  ITEM_FIRST_ANSWERS,
  type ItemAnswerTotals,
  type ItemFirstAnswer,
  PURCHASES,
  type PurchaseDocument,
  QUESTION_SETS,
  type QuestionSetListing,
  questionsInOrder,
  SET_QUESTIONS,
  type SetQuestion,
} from '@exam/projections';
import { type RequestHandler, Router } from 'express';
import type { ReadCache } from '../read-cache/index.js';
import { analyseItems } from './item-analysis.js';
import { itemPageOf, pageItems, summariseItems } from './item-page.js';
import { salesReport } from './sales-report.js';

export type StatisticsRouteDependencies = {
  documentStore: DocumentStore;
  consistent: RequestHandler;
  guards: Pick<AuthGuards, 'requireAdmin'>;
  /** Where a set's item analysis is kept while the read models stay at one position (absent: computed each time). */
  analyses?: ReadCache;
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `from` / `to` as `YYYY-MM` (inclusive), optional; anything else is refused. */
const monthParam = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && MONTH.test(value)) return value;
  throw new ValidationError(`${field} は YYYY-MM 形式で指定してください`, 'VALIDATION_FAILED', { field });
};

/** Item statistics and sales reports for administrators (issue 15). */
export const createStatisticsQueryRoutes = ({
  documentStore,
  consistent,
  guards,
  analyses,
}: StatisticsRouteDependencies) => {
  const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
  const router = Router();

  router.get('/admin/statistics/question-sets/:id', guards.requireAdmin, consistent, async (req, res) => {
    const paged = itemPageOf(req.query);
    const set = await sets.get(pathParam(req, 'id'));
    if (!set) throw new NotFoundError('問題集を開けません。IDが存在しません', 'QUESTION_SET_NOT_FOUND');
    const analyse = async () => {
      const [questions, firstAnswers, totals] = await Promise.all([
        questionsInOrder(documentStore.collection<SetQuestion>(SET_QUESTIONS), set.id),
        documentStore.collection<ItemFirstAnswer>(ITEM_FIRST_ANSWERS).find({ questionSetId: set.id }),
        documentStore.collection<ItemAnswerTotals>(ITEM_ANSWER_TOTALS).find({ questionSetId: set.id }),
      ]);
      // Answers to questions since removed from the set do not count towards learners' scores either.
      const current = new Set(questions.map((question) => question.id));
      const answers = firstAnswers.filter((answer) => current.has(answer.questionId));
      return {
        learners: new Set(answers.map((answer) => answer.userId)).size,
        items: analyseItems(questions, answers, new Map(totals.map((total) => [total.id, total]))),
      };
    };
    const { learners, items } = analyses
      ? await analyses.get(`item-analysis:${set.id}`, analyse)
      : await analyse();
    const head = { questionSetId: set.id, title: set.title, learners };
    // Issue 35: with a paging parameter, one page of at most 100 rows and the whole set's summary.
    if (!paged) return ok(res, { ...head, questions: items });
    const { list, total } = pageItems(items, paged);
    ok(res, { ...head, summary: summariseItems(items), questions: list, total, ...paged });
  });

  router.get('/admin/statistics/sales', guards.requireAdmin, consistent, async (req, res) => {
    const allowed = new Set(['from', 'to', 'minPosition']); // minPosition: read-your-writes (consistent)
    const unknown = Object.keys(req.query).filter((key) => !allowed.has(key));
    if (unknown.length > 0)
      throw new ValidationError(`検索条件が正しくありません: ${unknown.join(', ')}`, 'VALIDATION_FAILED', {
        field: unknown.join(', '),
      });
    const from = monthParam(req.query.from, 'from');
    const to = monthParam(req.query.to, 'to');
    // Issue 39: an inverted range is refused with a hint, not answered with zeros.
    if (from && to && to < from)
      throw new ValidationError(catalogueJa.server.input.monthRangeInverted, 'RANGE_INVERTED', {
        field: 'to',
      });
    const grants = await documentStore.collection<PurchaseDocument>(PURCHASES).find(
      from || to
        ? {
            purchaseDate: {
              ...(from ? { $gte: `${from}-01` } : {}),
              ...(to ? { $lt: `${to}-32` } : {}),
            },
          }
        : {},
    );
    const setIds = [...new Set(grants.map((grant) => grant.questionSetId))];
    const found = setIds.length ? await sets.find({ id: { $in: setIds } }) : [];
    const titles = new Map(found.map((set) => [set.id, set.title]));
    ok(
      res,
      salesReport(grants, (id) => titles.get(id) ?? null),
    );
  });

  return router;
};
