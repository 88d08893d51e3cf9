import type { AuthGuards, DocumentStore, EventStore, Logger } from '@exam/platform';
import { Router } from 'express';
import { questionSetExecutor } from '../execution/index.js';
import { createQuestionSetCommandRoutes } from '../question-sets/routes.js';
import { createQuestionCommandRoutes } from '../questions/routes.js';

export type CommandRouterDependencies = {
  eventStore: EventStore;
  documentStore: DocumentStore;
  guards: Pick<AuthGuards, 'requireAdmin'>;
  logger: Logger;
};

/** Every write of the catalogue under /api; each route is for administrators only. */
export const createCommandRouter = ({
  eventStore,
  documentStore,
  guards,
  logger,
}: CommandRouterDependencies): Router => {
  const execute = questionSetExecutor(eventStore, logger);
  const router = Router();
  router.use(createQuestionSetCommandRoutes({ execute, guards, documentStore }));
  router.use(createQuestionCommandRoutes({ execute, guards, documentStore }));
  return router;
};
