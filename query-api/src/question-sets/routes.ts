import { QuestionSetMessages } from '@exam/domain';
import { NotFoundError } from '@exam/domain/errors';
import { type DirectRoute, mountDirectRoute, ok } from '@exam/platform';
import {
  QUESTION_SETS,
  type QuestionSetListing,
  questionsInOrder,
  SET_QUESTIONS,
  type SetQuestion,
} from '@exam/projections';
import { Router } from 'express';
import { accessForSet } from '../access/index.js';
import { nextCursorOf, setWindowOf } from '../questions/window-query.js';
import { pathParam } from '../request-params/index.js';
import type { ListingRouteDependencies } from '../router/dependencies.js';
import { presentQuestionSetDetail } from './presenters.js';

export const QUESTION_SET_NOT_FOUND = QuestionSetMessages.notFound;

export const createQuestionSetQueryRoutes = ({
  documentStore,
  consistent,
  authenticate,
  cache,
  listings,
}: ListingRouteDependencies & {
  /** The public listings (createListingRoutes), the same objects the direct listener serves. */
  listings: readonly DirectRoute[];
}): Router => {
  const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
  const questions = documentStore.collection<SetQuestion>(SET_QUESTIONS);
  const router = Router();

  // GET /question-sets, /featured, /by-category/:category: in this order, before /question-sets/:id.
  const listing = (path: string) => listings.find((route) => route.path === path);
  const [list, featured, byCategory] = [
    listing('/question-sets'),
    listing('/question-sets/featured'),
    listing('/question-sets/by-category/:category'),
  ];
  if (list) mountDirectRoute(router, list, { authenticate });

  // Distinct names over all listings: the catalogue is small (hundreds of sets), one scan of one collection.
  router.get('/question-sets/categories', consistent, async (_req, res) => {
    const all = await cache.get('sets:all', () => sets.find({}));
    const names = [...new Set(all.map((set) => set.category).filter((name) => name !== ''))];
    ok(
      res,
      names.sort((a, b) => a.localeCompare(b, 'ja')),
    );
  });

  for (const route of [featured, byCategory]) if (route) mountDirectRoute(router, route, { authenticate });

  // Not cached (unlike the listings, which carry no question content): the questions depend on the caller.
  router.get('/question-sets/:id', authenticate, consistent, async (req, res) => {
    const set = await sets.get(pathParam(req, 'id'));
    if (!set) throw new NotFoundError(QUESTION_SET_NOT_FOUND, 'QUESTION_SET_NOT_FOUND');
    // `window` (issue 35): the first questions of the order, the total and where the rest continues
    // (GET /questions?cursor=); without it every question, as the spec's client reads it.
    const window = setWindowOf(req.query.window);
    const setQuestions = await questionsInOrder(
      questions,
      set.id,
      window === undefined ? {} : { limit: window },
    );
    const detail = presentQuestionSetDetail(
      set,
      setQuestions,
      await accessForSet(documentStore, req.principal, set),
      req.principal,
    );
    if (window === undefined) ok(res, detail);
    else
      ok(res, {
        ...detail,
        questionsTotal: set.questionCount,
        nextCursor: nextCursorOf({ from: 0, limit: window }, set.questionCount),
      });
  });

  return router;
};
