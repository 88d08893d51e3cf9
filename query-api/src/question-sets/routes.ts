import { QuestionSetMessages } from '@exam/domain';
import { NotFoundError } from '@exam/domain/errors';
import { type Filter, ok } from '@exam/platform';
import { QUESTION_SETS, type QuestionSetListing, SET_QUESTIONS, type SetQuestion } from '@exam/projections';
import { Router } from 'express';
import { pathParam } from '../request-params/index.js';
import type { CatalogueRouteDependencies } from '../router/dependencies.js';
import { presentQuestionSet, presentQuestionSetDetail } from './presenters.js';

export const QUESTION_SET_NOT_FOUND = QuestionSetMessages.notFound;
const NEWEST_FIRST = [['createdAt', -1] as [string, -1]];
const MAX_LIMIT = 500;

const readLimit = (raw: unknown): number | undefined => {
  const limit = typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_LIMIT) : undefined;
};

const nonBlank = (raw: unknown): string | undefined =>
  typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;

/** ?category is an exact match; ?search matches title, description or category, case-insensitively. */
export const listingFilter = (query: { category?: unknown; search?: unknown }): Filter => {
  const filter: Filter = {};
  const category = nonBlank(query.category);
  const search = nonBlank(query.search);
  if (category) filter.category = category;
  if (search) {
    filter.$or = [
      { title: { $contains: search } },
      { description: { $contains: search } },
      { category: { $contains: search } },
    ];
  }
  return filter;
};

export const createQuestionSetQueryRoutes = ({
  documentStore,
  consistent,
}: CatalogueRouteDependencies): Router => {
  const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
  const questions = documentStore.collection<SetQuestion>(SET_QUESTIONS);
  const router = Router();

  router.get('/question-sets', consistent, async (req, res) => {
    const found = await sets.find(listingFilter(req.query), {
      sort: NEWEST_FIRST,
      limit: readLimit(req.query.limit),
    });
    ok(res, found.map(presentQuestionSet));
  });

  // Distinct names over all listings: the catalogue is small (hundreds of sets), one scan of one collection.
  router.get('/question-sets/categories', consistent, async (_req, res) => {
    const all = await sets.find({});
    const names = [...new Set(all.map((set) => set.category).filter((name) => name !== ''))];
    ok(
      res,
      names.sort((a, b) => a.localeCompare(b, 'ja')),
    );
  });

  router.get('/question-sets/featured', consistent, async (_req, res) => {
    const found = await sets.find({ isFeatured: true }, { sort: NEWEST_FIRST });
    ok(res, found.map(presentQuestionSet));
  });

  router.get('/question-sets/by-category/:category', consistent, async (req, res) => {
    const found = await sets.find({ category: pathParam(req, 'category') }, { sort: NEWEST_FIRST });
    ok(res, found.map(presentQuestionSet));
  });

  router.get('/question-sets/:id', consistent, async (req, res) => {
    const set = await sets.get(pathParam(req, 'id'));
    if (!set) throw new NotFoundError(QUESTION_SET_NOT_FOUND, 'QUESTION_SET_NOT_FOUND');
    const setQuestions = await questions.find({ questionSetId: set.id }, { sort: [['orderIndex', 1]] });
    ok(res, presentQuestionSetDetail(set, setQuestions));
  });

  return router;
};
