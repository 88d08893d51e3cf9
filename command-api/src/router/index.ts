import type { QuestionSetState } from '@exam/domain';
import {
  type AccountDirectory,
  AggregateStateCache,
  type AuthGuards,
  type BlobStore,
  type DocumentStore,
  type EventStore,
  type JobQueue,
  type Logger,
} from '@exam/platform';
import { Router } from 'express';
import { type CommerceOptions, createCommerceCommandRoutes } from '../commerce/index.js';
import { questionSetExecutor } from '../execution/index.js';
import { createHomepageCommandRoutes } from '../homepage/index.js';
import { createImportCommandRoutes } from '../imports/index.js';
import {
  createMockExamCommandRoutes,
  createPassRuleCommandRoutes,
  mockExamService,
} from '../mock-exams/index.js';
import { createPracticeCommandRoutes, type PracticeService } from '../practice/index.js';
import { createQuestionReportCommandRoutes } from '../question-reports/index.js';
import { createQuestionSetCommandRoutes } from '../question-sets/routes.js';
import { createQuestionCommandRoutes } from '../questions/routes.js';
import { createStudyPlanCommandRoutes } from '../study-plans/index.js';
import { createUploadCommandRoutes } from '../uploads/index.js';
import { createUserCommandRoutes, userExecutor } from '../users/index.js';

export type CommandRouterDependencies = {
  eventStore: EventStore;
  documentStore: DocumentStore;
  guards: Pick<AuthGuards, 'requireAdmin' | 'requireUser' | 'authenticate'>;
  logger: Logger;
  /** The embedded provider's accounts (POST /users creates sign-ins there); null or absent with an external issuer. */
  directory?: AccountDirectory | null;
  /** Payments, purchases and redeem codes: the gateway (default simulated), DEBUG_PURCHASES, redeem limits. */
  commerce?: CommerceOptions;
  /** The practice commands (one per process: it remembers learners' practice states). */
  practice: PracticeService;
  /** Where uploaded images are stored (card and banner images). */
  blobStore: BlobStore;
  /** Background jobs: this process runs the import jobs (and enqueues them). */
  jobs: JobQueue;
};

/** Folded question-set states kept per process: a few hundred sets, each as large as its questions. */
const QUESTION_SET_STATES = 200;

/** Every write under /api: the catalogue (administrators only) and users (see users/routes.ts). */
export const createCommandRouter = ({
  eventStore,
  documentStore,
  guards,
  logger,
  directory = null,
  commerce = {},
  practice,
  blobStore,
  jobs,
}: CommandRouterDependencies): Router => {
  // The sets recently written keep their folded state (imports write one set chunk after chunk).
  const execute = questionSetExecutor(
    eventStore,
    logger,
    new AggregateStateCache<QuestionSetState>(QUESTION_SET_STATES),
  );
  const router = Router();
  // No write is a GET (or HEAD): those leave this router at once for the query routes that follow it.
  router.use((req, _res, next) => next(req.method === 'GET' || req.method === 'HEAD' ? 'router' : undefined));
  // Next, on this router itself: answers are by far the most frequent write, and express tries routes in order.
  createPracticeCommandRoutes({
    practice,
    guards,
    documentStore,
    router,
  });
  router.use(createQuestionSetCommandRoutes({ execute, guards, documentStore, eventStore }));
  router.use(createQuestionCommandRoutes({ execute, guards, documentStore, eventStore }));
  router.use(createUploadCommandRoutes({ execute, guards, eventStore, blobStore }));
  router.use(createImportCommandRoutes({ execute, guards, eventStore, jobs }));
  router.use(createHomepageCommandRoutes({ guards, eventStore, documentStore, execute }));
  router.use(createUserCommandRoutes({ execute: userExecutor(eventStore), guards, directory, logger }));
  router.use(
    createCommerceCommandRoutes({ eventStore, documentStore, guards, logger, jobs, options: commerce }),
  );
  const exams = mockExamService({ eventStore, documentStore, jobs });
  exams
    .resumeDeadlines()
    .catch((error: unknown) =>
      logger.error({ err: error }, 'mock exam deadlines could not be scheduled again'),
    );
  router.use(createMockExamCommandRoutes({ exams, guards }));
  router.use(createPassRuleCommandRoutes({ eventStore, documentStore, guards }));
  router.use(createQuestionReportCommandRoutes({ eventStore, documentStore, guards }));
  router.use(createStudyPlanCommandRoutes({ eventStore, documentStore, guards }));
  return router;
};
