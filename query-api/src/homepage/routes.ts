import { ok } from '@exam/platform';
import {
  HOME_CONTENT,
  HOME_CONTENT_ID,
  type HomeContentDocument,
  QUESTION_SETS,
  type QuestionSetListing,
} from '@exam/projections';
import { Router } from 'express';
import type { CatalogueRouteDependencies } from '../router/dependencies.js';
import { readHomeContent } from './read.js';

/**
 * GET /homepage/content and /homepage/featured-categories: the stored content (read model `home_content`), or the
 * defaults before any save (and the featured sets' category names as the list). The spec client's cache flags (_timestamp, _nocache, _footerOnly, _forceRefresh,
 * _adminUpdate) are accepted and change nothing: the answer is always the current copy.
 */
export const createHomepageQueryRoutes = ({
  documentStore,
  consistent,
}: CatalogueRouteDependencies): Router => {
  const stored = documentStore.collection<HomeContentDocument>(HOME_CONTENT);
  const sets = documentStore.collection<QuestionSetListing>(QUESTION_SETS);
  /** Before any administrator saves the list, the names the featured sets carry (sorted). */
  const namesOfFeaturedSets = async () => {
    const names = new Set<string>();
    for (const set of await sets.find({ isFeatured: true })) {
      if (set.featuredCategory) names.add(set.featuredCategory);
    }
    return [...names].sort((a, b) => a.localeCompare(b, 'ja'));
  };
  const read = () => readHomeContent(documentStore);
  const router = Router();

  router.get('/homepage/content', consistent, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    ok(res, await read());
  });

  router.get('/homepage/featured-categories', consistent, async (_req, res) => {
    const doc = await stored.get(HOME_CONTENT_ID);
    ok(res, doc ? doc.featuredCategories : await namesOfFeaturedSets());
  });

  return router;
};
