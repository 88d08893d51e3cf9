import type { DocumentStore } from '@exam/platform';
import type { RequestHandler } from 'express';
import type { ReadCache } from '../read-cache/index.js';

export type CatalogueRouteDependencies = {
  documentStore: DocumentStore;
  /** Read-your-writes middleware, placed before every read so commands passing through are not delayed. */
  consistent: RequestHandler;
  /** Sets req.principal when the caller is signed in, never refuses (access is per caller). */
  authenticate: RequestHandler;
};

export type ListingRouteDependencies = CatalogueRouteDependencies & {
  /** Catalogue query results per projection version (hot listings skip the store). */
  cache: ReadCache;
};
