import { QuestionSetMessages } from '@exam/domain';
import { NotFoundError } from '@exam/domain/errors';
import { type Filter, ok } from '@exam/platform';
import { QUESTION_SETS, type QuestionSetListing, SET_QUESTIONS, type SetQuestion } from '@exam/projections';
import { type Request, type Response, Router } from 'express';
import { accessForSet, accessForSets, type SetAccessWithTrial } from '../access/index.js';
import { pageSizeParam, pathParam } from '../request-params/index.js';
import type { ListingRouteDependencies } from '../router/dependencies.js';
import { presentQuestionSet, presentQuestionSetDetail } from './presenters.js';

export const QUESTION_SET_NOT_FOUND = QuestionSetMessages.notFound;
const NEWEST_FIRST = [['createdAt', -1] as [string, -1]];

/** ?limit: at most this many sets (rules/bounds.ts pageSize); absent lists them all. */
const readLimit = (raw: unknown): number | undefined => {
  const limit = pageSizeParam(raw, 0, 'limit');
  return limit === 0 ? undefined : limit;
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
  authenticate,
  cache,
}: ListingRouteDependencies): Router => {
  const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
  const questions = documentStore.collection<SetQuestion>(SET_QUESTIONS);
  const router = Router();
  const presentAll = async (req: Request, found: QuestionSetListing[]) => {
    const access = await accessForSets(documentStore, req.principal, found);
    return found.map((set) => presentQuestionSet(set, access.get(set.id) as SetAccessWithTrial));
  };
  /** A listing from the read cache; visitors all get the same answer, so theirs is cached serialised. */
  const sendListing = async (
    req: Request,
    res: Response,
    key: string,
    load: () => Promise<QuestionSetListing[]>,
  ) => {
    const found = await cache.get(key, load);
    if (req.principal) return ok(res, await presentAll(req, found));
    const body = await cache.get(`visitor:${key}`, async () =>
      JSON.stringify({ success: true, data: await presentAll(req, found) }),
    );
    res.type('application/json').send(body);
  };

  router.get('/question-sets', authenticate, consistent, async (req, res) => {
    const filter = listingFilter(req.query);
    const limit = readLimit(req.query.limit);
    await sendListing(req, res, `sets:${JSON.stringify(filter)}:${limit}`, () =>
      sets.find(filter, { sort: NEWEST_FIRST, limit }),
    );
  });

  // Distinct names over all listings: the catalogue is small (hundreds of sets), one scan of one collection.
  router.get('/question-sets/categories', consistent, async (_req, res) => {
    const all = await cache.get('sets:all', () => sets.find({}));
    const names = [...new Set(all.map((set) => set.category).filter((name) => name !== ''))];
    ok(
      res,
      names.sort((a, b) => a.localeCompare(b, 'ja')),
    );
  });

  router.get('/question-sets/featured', authenticate, consistent, async (req, res) => {
    await sendListing(req, res, 'sets:featured', () =>
      sets.find({ isFeatured: true }, { sort: NEWEST_FIRST }),
    );
  });

  router.get('/question-sets/by-category/:category', authenticate, consistent, async (req, res) => {
    const category = pathParam(req, 'category');
    await sendListing(req, res, `sets:category:${category}`, () =>
      sets.find({ category }, { sort: NEWEST_FIRST }),
    );
  });

  // Not cached (unlike the listings, which carry no question content): the questions depend on the caller.
  router.get('/question-sets/:id', authenticate, consistent, async (req, res) => {
    const set = await sets.get(pathParam(req, 'id'));
    if (!set) throw new NotFoundError(QUESTION_SET_NOT_FOUND, 'QUESTION_SET_NOT_FOUND');
    const setQuestions = await questions.find({ questionSetId: set.id }, { sort: [['orderIndex', 1]] });
    ok(
      res,
      presentQuestionSetDetail(
        set,
        setQuestions,
        await accessForSet(documentStore, req.principal, set),
        req.principal,
      ),
    );
  });

  return router;
};
