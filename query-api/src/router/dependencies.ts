import type { DocumentStore } from '@exam/platform';
import type { RequestHandler } from 'express';

export type CatalogueRouteDependencies = {
  documentStore: DocumentStore;
  /** Read-your-writes middleware, placed before every read so commands passing through are not delayed. */
  consistent: RequestHandler;
};
