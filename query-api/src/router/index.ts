import {
  type AuthGuards,
  createAuthGuards,
  type DirectRoute,
  type DocumentStore,
  type EventStore,
  type JobQueue,
  type Logger,
} from '@exam/platform';
import { Router } from 'express';
import { createAuditQueryRoutes } from '../audit/index.js';
import { type ClientConfig, createClientConfigRoutes } from '../client-config/index.js';
import { createExportQueryRoutes } from '../export/routes.js';
import { createHealthRoutes } from '../health/routes.js';
import { createHomepageQueryRoutes } from '../homepage/routes.js';
import { createJobQueryRoutes } from '../jobs/routes.js';
import { createLearningQueryRoutes } from '../learning/index.js';
import { createLearningPathRoutes } from '../learning-path/index.js';
import { createMockExamQueryRoutes } from '../mock-exams/index.js';
import { createOfflineBundleRoutes } from '../offline-bundle/index.js';
import { createOpenApiRoutes } from '../openapi/routes.js';
import type { ProjectionProgress } from '../projection-progress/index.js';
import { createPurchaseQueryRoutes } from '../purchases/index.js';
import { createQuestionReportQueryRoutes } from '../question-reports/index.js';
import { createListingRoutes } from '../question-sets/listing-routes.js';
import { createQuestionSetQueryRoutes } from '../question-sets/routes.js';
import { createQuestionQueryRoutes } from '../questions/routes.js';
import { createReadCache } from '../read-cache/index.js';
import { minPositionWait, readYourWrites } from '../read-your-writes/index.js';
import { createReadinessRoutes } from '../readiness/index.js';
import { createRedeemCodeQueryRoutes } from '../redeem-codes/index.js';
import { createStatisticsQueryRoutes } from '../statistics/index.js';
import { createStudyPlanQueryRoutes } from '../study-plan/index.js';
import { createUserQueryRoutes, type SyncCurrentUser } from '../users/index.js';

export const DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS = 2_000;

export type QueryRouterDependencies = {
  documentStore: DocumentStore;
  progress: ProjectionProgress;
  logger: Logger;
  /** Longest a read waits for the projections to reach X-Min-Position (default 2 s). */
  readYourWritesTimeoutMs?: number;
  /** The event store's head, reported by /health next to the projections' position. */
  eventStoreHead?: () => Promise<number>;
  /** Guards of the signed-in reads (/users); without them those routes refuse everyone (401). */
  guards?: Pick<AuthGuards, 'authenticate' | 'requireUser' | 'requireAdmin'>;
  /** GET /users/me records the caller through the command side first (command-api currentUserSynchronizer). */
  syncCurrentUser?: SyncCurrentUser;
  /** GET /config: the sign-in settings of the web app. */
  clientConfig?: ClientConfig;
  /** The event log: audit timelines read streams (GET /admin/audit/...); without it those routes are not served. */
  eventLog?: Pick<EventStore, 'readStream'>;
  /** Background jobs (imports): GET /jobs/{id} reads their status; without a queue the route is not served. */
  jobs?: Pick<JobQueue, 'getJob'>;
  /**
   * The reads a server answers without express (createQueryDirectRoutes), when it runs a direct listener too:
   * the same route objects then serve both ways in. Default: made here, served by express alone.
   */
  directRoutes?: readonly DirectRoute[];
};

/**
 * The hot public reads as direct routes (platform directRoutesListener): the question-set listings. Mounted in
 * express by createQueryRouter too, in their place among the other routes.
 */
export const createQueryDirectRoutes = (
  dependencies: Pick<
    QueryRouterDependencies,
    'documentStore' | 'progress' | 'logger' | 'readYourWritesTimeoutMs'
  >,
): DirectRoute[] => {
  const { documentStore, progress, logger } = dependencies;
  const timeoutMs = dependencies.readYourWritesTimeoutMs ?? DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS;
  return createListingRoutes({
    documentStore,
    cache: createReadCache(progress),
    minPosition: minPositionWait(progress, timeoutMs, logger),
  });
};

/** Every read of the catalogue under /api, plus /health and the API reference at /docs. */
export const createQueryRouter = (dependencies: QueryRouterDependencies): Router => {
  const { documentStore, progress, eventStoreHead, logger } = dependencies;
  const timeoutMs = dependencies.readYourWritesTimeoutMs ?? DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS;
  const consistent = readYourWrites(progress, timeoutMs, logger);
  const router = Router();
  // Signed-in reads (access per caller, a learner's own progress); without guards every caller is a visitor.
  const guards = dependencies.guards ?? createAuthGuards(async () => null);
  const authenticate = guards.authenticate;
  const cache = createReadCache(progress);
  const listings = dependencies.directRoutes ?? createQueryDirectRoutes(dependencies);
  router.use(createQuestionSetQueryRoutes({ documentStore, consistent, authenticate, cache, listings }));
  router.use(createQuestionQueryRoutes({ documentStore, consistent, authenticate }));
  router.use(createLearningQueryRoutes({ documentStore, consistent, guards }));
  router.use(createOfflineBundleRoutes({ documentStore, consistent, guards }));
  router.use(createPurchaseQueryRoutes({ documentStore, consistent, guards }));
  router.use(createRedeemCodeQueryRoutes({ documentStore, consistent, guards }));
  router.use(createHomepageQueryRoutes({ documentStore, consistent, authenticate }));
  router.use(createExportQueryRoutes({ documentStore, consistent, guards }));
  if (dependencies.jobs) router.use(createJobQueryRoutes({ jobs: dependencies.jobs, guards }));
  if (dependencies.eventLog)
    router.use(
      createAuditQueryRoutes({ documentStore, eventLog: dependencies.eventLog, consistent, guards }),
    );
  // A few sets' analyses kept while nothing new is projected: paging and re-sorting a 10,000-question set's
  // statistics reads the answers once (issue 35). Few entries: one analysis of such a set is megabytes.
  const analyses = createReadCache(progress, 4);
  router.use(createStatisticsQueryRoutes({ documentStore, consistent, guards, analyses }));
  router.use(createLearningPathRoutes({ documentStore, consistent, guards }));
  router.use(createMockExamQueryRoutes({ documentStore, consistent, guards }));
  router.use(createQuestionReportQueryRoutes({ documentStore, consistent, guards }));
  router.use(createReadinessRoutes({ documentStore, consistent, guards }));
  router.use(createStudyPlanQueryRoutes({ documentStore, consistent, guards }));
  router.use(createHealthRoutes({ progress, eventStoreHead }));
  router.use(
    createUserQueryRoutes({
      documentStore,
      guards,
      consistent,
      progress,
      readYourWritesTimeoutMs: timeoutMs,
      syncCurrentUser: dependencies.syncCurrentUser,
    }),
  );
  if (dependencies.clientConfig) router.use(createClientConfigRoutes(dependencies.clientConfig));
  router.use(createOpenApiRoutes());
  return router;
};
