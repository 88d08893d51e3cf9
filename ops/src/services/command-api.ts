import type { AccountDirectory, Config, DocumentStore, EventStore, Logger } from '@exam/platform';
import { apiRateLimit, errorHandler, notFound } from '@exam/platform';
import express, { type Express } from 'express';
import { commerceOptionsFor, useRawWebhookBody } from '../standalone/payments.js';
import { commandRouters, JSON_BODY_LIMIT } from './catalogue-of-parts.js';
import { documentStoreReachable, eventStoreReachable, healthRoutes, type Lifecycle } from './health.js';
import { type AuthenticationChoice, serviceAuthentication } from './service-auth.js';

export type CommandApiDependencies = AuthenticationChoice & {
  eventStore: EventStore;
  documentStore: DocumentStore;
  logger: Logger;
  /** The embedded provider's accounts, when this process has them (POST /users); default none. */
  directory?: AccountDirectory | null;
};

export type CommandApi = { app: Express; lifecycle: Lifecycle };

/**
 * The command side on its own: every write under /api, decided against the event store (optimistic
 * concurrency, so any number of command-api processes may run), plus /health and /ready.
 */
export const buildCommandApi = (config: Config, deps: CommandApiDependencies): CommandApi => {
  const { eventStore, documentStore, logger } = deps;
  const lifecycle: Lifecycle = { stopping: false };
  const { users, guards } = serviceAuthentication(config, { eventStore, documentStore }, logger, deps);
  const app = express();
  app.disable('x-powered-by');
  app.use(
    healthRoutes('command-api', lifecycle, {
      eventStore: eventStoreReachable(eventStore),
      documentStore: documentStoreReachable(documentStore, 'catalogue'),
    }),
  );
  useRawWebhookBody(app); // before the JSON parser: the payment webhook's signature covers the raw bytes
  if (config.TRUST_PROXY) app.set('trust proxy', config.TRUST_PROXY); // req.ip from X-Forwarded-For
  app.use('/api', apiRateLimit(config.RATE_LIMIT_PER_MINUTE));
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(
    '/api',
    ...commandRouters({
      config,
      eventStore,
      documentStore,
      logger,
      guards,
      users,
      directory: deps.directory ?? null,
      commerce: commerceOptionsFor(config, eventStore),
    }),
  );
  app.use('/api', notFound);
  app.use(errorHandler(logger));
  return { app, lifecycle };
};
