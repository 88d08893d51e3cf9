import { ok } from '@exam/platform';
import { QUESTION_SETS, type QuestionSetListing } from '@exam/projections';
import { Router } from 'express';
import type { CatalogueRouteDependencies } from '../router/dependencies.js';
import { defaultHomeContent } from './defaults.js';

export const createHomepageQueryRoutes = ({
  documentStore,
  consistent,
}: CatalogueRouteDependencies): Router => {
  const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
  const router = Router();

  router.get('/homepage/content', consistent, (_req, res) => {
    ok(res, defaultHomeContent());
  });

  // Until administrators manage the names, the featured categories are those their featured sets carry.
  router.get('/homepage/featured-categories', consistent, async (_req, res) => {
    const featured = await sets.find({ isFeatured: true });
    const names = new Set<string>();
    for (const set of featured) if (set.featuredCategory) names.add(set.featuredCategory);
    ok(
      res,
      [...names].sort((a, b) => a.localeCompare(b, 'ja')),
    );
  });

  return router;
};
