import type { DocumentStore, Logger } from '@exam/platform';
import { Router } from 'express';
import { createHealthRoutes } from '../health/routes.js';
import { createHomepageQueryRoutes } from '../homepage/routes.js';
import { createOpenApiRoutes } from '../openapi/routes.js';
import type { ProjectionProgress } from '../projection-progress/index.js';
import { createQuestionSetQueryRoutes } from '../question-sets/routes.js';
import { createQuestionQueryRoutes } from '../questions/routes.js';
import { readYourWrites } from '../read-your-writes/index.js';

export const DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS = 2_000;

export type QueryRouterDependencies = {
  documentStore: DocumentStore;
  progress: ProjectionProgress;
  logger: Logger;
  /** Longest a read waits for the projections to reach X-Min-Position (default 2 s). */
  readYourWritesTimeoutMs?: number;
  /** The event store's head, reported by /health next to the projections' position. */
  eventStoreHead?: () => Promise<number>;
};

/** Every read of the catalogue under /api, plus /health and the API reference at /docs. */
export const createQueryRouter = (dependencies: QueryRouterDependencies): Router => {
  const { documentStore, progress, eventStoreHead, logger } = dependencies;
  const timeoutMs = dependencies.readYourWritesTimeoutMs ?? DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS;
  const consistent = readYourWrites(progress, timeoutMs, logger);
  const router = Router();
  router.use(createQuestionSetQueryRoutes({ documentStore, consistent }));
  router.use(createQuestionQueryRoutes({ documentStore, consistent }));
  router.use(createHomepageQueryRoutes({ documentStore, consistent }));
  router.use(createHealthRoutes({ progress, eventStoreHead }));
  router.use(createOpenApiRoutes());
  return router;
};
