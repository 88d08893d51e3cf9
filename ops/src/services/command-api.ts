import type { RequestListener } from 'node:http';
import type { RedeemThrottleRedis } from '@exam/command-api';
import type {
  AccountDirectory,
  BlobStore,
  Config,
  DocumentStore,
  EventStore,
  JobQueue,
  Logger,
} from '@exam/platform';
import {
  createApiRateLimit,
  errorHandler,
  localizeReplies,
  notFound,
  refuseUnreadableBodies,
} from '@exam/platform';
import express, { type Express } from 'express';
import { commerceOptionsFor, useRawWebhookBody } from '../standalone/payments.js';
import { commandRouters, JSON_BODY_LIMIT, processPractice, withDirectRoutes } from './catalogue-of-parts.js';
import { documentStoreReachable, eventStoreReachable, healthRoutes, type Lifecycle } from './health.js';
import { mountMetrics } from './metrics.js';
import { type AuthenticationChoice, serviceAuthentication } from './service-auth.js';

export type CommandApiDependencies = AuthenticationChoice & {
  eventStore: EventStore;
  documentStore: DocumentStore;
  blobStore: BlobStore;
  /** Import jobs run in this process (any number of command-api nodes share a BullMQ queue). */
  jobs: JobQueue;
  logger: Logger;
  /** The embedded provider's accounts, when this process has them (POST /users); default none. */
  directory?: AccountDirectory | null;
  /** Redis shared by every command-api process: the redeem throttle counts there (issue 37). */
  throttleRedis?: RedeemThrottleRedis;
};

/** `listener` serves the direct routes itself and everything else through `app` (what the server runs). */
export type CommandApi = { app: Express; listener: RequestListener; lifecycle: Lifecycle };

/**
 * The command side on its own: every write under /api, decided against the event store (optimistic
 * concurrency, so any number of command-api processes may run), plus /health and /ready.
 */
export const buildCommandApi = (config: Config, deps: CommandApiDependencies): CommandApi => {
  const { eventStore, documentStore, logger } = deps;
  const lifecycle: Lifecycle = { stopping: false };
  const { users, guards, authenticator } = serviceAuthentication(
    config,
    { eventStore, documentStore },
    logger,
    deps,
  );
  const practice = processPractice({ eventStore, documentStore });
  const rateLimit = createApiRateLimit(config.RATE_LIMIT_PER_MINUTE, config.TRUST_PROXY);
  const app = express();
  app.disable('x-powered-by');
  const metrics = mountMetrics(app, 'command-api', config.ADMIN_API_TOKEN, { eventStore, jobs: deps.jobs });
  app.use(
    healthRoutes('command-api', lifecycle, {
      eventStore: eventStoreReachable(eventStore),
      documentStore: documentStoreReachable(documentStore, 'catalogue'),
    }),
  );
  useRawWebhookBody(app); // before the JSON parser: the payment webhook's signature covers the raw bytes
  if (config.TRUST_PROXY) app.set('trust proxy', config.TRUST_PROXY); // req.ip from X-Forwarded-For
  app.use('/api', localizeReplies); // every answer below speaks the caller's language
  app.use('/api', rateLimit.middleware);
  app.use('/api', refuseUnreadableBodies); // a body express.json would leave unread is refused, not dropped
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
      commerce: {
        ...commerceOptionsFor(config, eventStore),
        ...(deps.throttleRedis ? { throttleRedis: deps.throttleRedis } : {}),
      },
      practice,
      blobStore: deps.blobStore,
      jobs: deps.jobs,
    }),
  );
  app.use('/api', notFound);
  app.use(errorHandler(logger));
  const listener = withDirectRoutes(app, { config, practice, authenticator, rateLimit, logger, metrics });
  return { app, listener, lifecycle };
};
