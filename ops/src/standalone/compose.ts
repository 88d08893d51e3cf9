import { createServer } from 'node:http';
import { join } from 'node:path';
import { createEmbeddedIdentity, type EmbeddedIdentity } from '@exam/identity';
import {
  createApiRateLimit,
  createAuthGuards,
  createJobQueue,
  createLogger,
  errorHandler,
  InMemoryNotificationBus,
  layerOn,
  notFound,
  openBlobStore,
  openSqliteDocumentStore,
  openSqliteEventStore,
  refuseUnreadableBodies,
  withDelivery,
} from '@exam/platform';
import {
  CATALOGUE_CHECKPOINT,
  COMMERCE_CHECKPOINT,
  combinedProgress,
  IDENTITY_CHECKPOINT,
  LEARNING_CHECKPOINT,
} from '@exam/projections';
import {
  attachSocketServer,
  createUploadsRouter,
  learnerSetsReader,
  readHomeContent,
  relayJobProgress,
} from '@exam/query-api';
import express from 'express';
import {
  apiRouters,
  JSON_BODY_LIMIT,
  processPractice,
  processReads,
  socketHandlers,
  withDirectRoutes,
} from '../services/catalogue-of-parts.js';
import {
  caughtUp,
  documentStoreReachable,
  eventStoreReachable,
  healthRoutes,
  type Lifecycle,
  runnersRunning,
} from '../services/health.js';
import { mountMetrics } from '../services/metrics.js';
import { JOB_QUEUE_NAME } from '../services/service-stores.js';
import { commerceOptionsFor, useRawWebhookBody } from './payments.js';
import type { GroupProgress } from './projection-worker/index.js';
import { startProjections } from './projections.js';
import { readOnlyEventStore, refuseApiWrites } from './read-only.js';
import { rememberedCallers } from './remembered-callers.js';
import type { Standalone, StandaloneOptions } from './standalone-types.js';
import { composeUsers } from './users.js';
import { serveWebApp } from './web-app.js';

export type { Standalone, StandaloneOptions };
export { JSON_BODY_LIMIT };

const SHUTDOWN_GRACE_MS = 5_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The all-in-one server of the embedded profile: SQLite event store and read models under DATA_DIR, the
 * catalogue projections in-process, both APIs under /api, socket.io at /socket.io and the web app.
 * It neither listens nor seeds: the entry point (ops/src/main.ts) does both, and tests use the app as is.
 */
export const composeStandalone = async (options: StandaloneOptions): Promise<Standalone> => {
  const { config } = options;
  const logger = options.logger ?? createLogger(config);
  const log = await openSqliteEventStore({
    file: join(config.DATA_DIR, 'events.db'),
    writer: config.EVENT_STORE_WRITER,
  });
  const eventStore = options.readOnly ? readOnlyEventStore(log, options.readOnly) : log;
  const documentStore = await openSqliteDocumentStore({ file: join(config.DATA_DIR, 'read-models.db') });
  const blobStore = await openBlobStore(config);
  // Imports run here too (JOBS: in-process by default, BullMQ on Redis when configured).
  const jobs = await createJobQueue(config, JOB_QUEUE_NAME);
  const bus = new InMemoryNotificationBus((error) =>
    logger.error({ err: error }, 'notification handler failed'),
  );
  // Every projection group of the product (services/catalogue-of-parts.ts), each with its own checkpoint.
  const projections = await startProjections(config, { eventStore, documentStore, bus, logger }).catch(
    async (error: unknown) => {
      await Promise.allSettled([eventStore.close(), documentStore.close()]);
      throw error;
    },
  );
  const groupOf = (group: string): GroupProgress => {
    const found = projections.groups.get(group);
    if (!found) throw new Error(`no projection group ${group}`);
    return found;
  };
  const runner = groupOf(CATALOGUE_CHECKPOINT);
  const usersRunner = groupOf(IDENTITY_CHECKPOINT);
  const learningRunner = groupOf(LEARNING_CHECKPOINT);
  const commerceRunner = groupOf(COMMERCE_CHECKPOINT);
  const progress = combinedProgress(...projections.groups.values());
  const catalogueVersion = () => runner.version();
  // The embedded OpenID provider (unless an external issuer signs users in); its keys verify tokens in-process.
  let identity: EmbeddedIdentity | null = null;
  try {
    identity = config.IDENTITY !== 'external' ? await createEmbeddedIdentity({ config, logger }) : null;
  } catch (error) {
    await projections.stop();
    // Nothing else holds the stores yet: release them so a failed start leaves no open files behind.
    await Promise.allSettled([eventStore.close(), documentStore.close()]);
    throw error;
  }
  const localJwks = options.localJwks ?? identity?.jwks;
  const users = composeUsers({
    config,
    eventStore,
    documentStore,
    logger,
    localJwks,
    usersVersion: () => usersRunner.version(),
    ...(options.readOnly ? { readOnly: options.readOnly } : {}),
  });
  const layers = options.layers;
  const verifying = options.authenticator ?? users.authenticator;
  const authenticator = layerOn(layers, 'auth') ? verifying : rememberedCallers(verifying);
  const guards = createAuthGuards(authenticator);

  const app = express();
  app.disable('x-powered-by');
  let openSockets = () => 0;
  const metrics = mountMetrics(app, 'standalone', config.ADMIN_API_TOKEN, {
    eventStore,
    projections: { groups: projections.groups, headPosition: () => eventStore.headPosition() },
    jobs,
    socketConnections: () => openSockets(),
    timeRequests: layerOn(layers, 'metrics'),
  });
  // Probes at the root, before the web app's fallback could answer them with index.html.
  const lifecycle: Lifecycle = { stopping: false };
  app.use(
    healthRoutes('standalone', lifecycle, {
      eventStore: eventStoreReachable(eventStore),
      documentStore: documentStoreReachable(documentStore, CATALOGUE_CHECKPOINT),
      runners: runnersRunning(projections.groups),
      caughtUp: caughtUp(eventStore, progress, config.READY_MAX_LAG),
    }),
  );
  // Before the JSON parser: oidc-provider reads its own request bodies.
  if (identity) app.use('/oidc', identity.router);
  useRawWebhookBody(app); // before the JSON parser: the payment webhook's signature covers the raw bytes
  if (config.TRUST_PROXY) app.set('trust proxy', config.TRUST_PROXY); // req.ip from X-Forwarded-For
  const rateLimit = createApiRateLimit(
    layerOn(layers, 'rateLimit') ? config.RATE_LIMIT_PER_MINUTE : 0,
    config.TRUST_PROXY,
  );
  app.use('/api', rateLimit.middleware);
  app.use('/api', refuseUnreadableBodies); // a body express.json would leave unread is refused, not dropped
  if (layerOn(layers, 'jsonBody')) app.use(express.json({ limit: JSON_BODY_LIMIT }));
  const practice = processPractice({ eventStore, documentStore, catalogueVersion });
  const reads = processReads({ config, documentStore, logger, progress });
  app.use(
    '/api',
    ...apiRouters({
      config,
      eventStore,
      documentStore,
      logger,
      guards,
      users,
      progress,
      directory: options.directory ?? identity?.directory ?? null,
      commerce: { ...commerceOptionsFor(config, eventStore), ...options.commerce },
      practice,
      blobStore,
      jobs,
      reads,
    }),
  );
  app.use('/api', notFound);
  app.use(createUploadsRouter(blobStore));
  serveWebApp(app, options.webDistDir, () => readHomeContent(documentStore));
  app.use(errorHandler(logger));

  // Answers skip express (platform directRoutesListener); every other request goes to the app.
  // Security headers, CORS and compression wrap both ways in (platform withDelivery).
  const routed = withDirectRoutes(app, {
    config,
    practice,
    authenticator,
    rateLimit,
    logger,
    ...(layerOn(layers, 'directReads') ? { reads } : {}),
    ...(layerOn(layers, 'metrics') ? { metrics } : {}),
  });
  const listener = withDelivery(
    options.readOnly ? refuseApiWrites(routed, options.readOnly) : routed,
    config,
    layers,
  );
  const server = createServer(listener);
  const sockets = attachSocketServer(server, {
    bus,
    logger: logger.child({ component: 'socket' }),
    authenticate: authenticator,
    setsOf: learnerSetsReader(documentStore),
  });
  openSockets = () => sockets.io.engine.clientsCount;
  // Client-sent socket events (learner spec §7 progress:*), the same parts as the query-api service's.
  for (const register of socketHandlers({ documentStore, logger, practice })) register(sockets.io);
  relayJobProgress(sockets.io, jobs);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      lifecycle.stopping = true; // readiness answers 503 at once
      // Stop taking traffic first (in-flight requests get a grace period), then stop following the log,
      // then release the stores.
      const socketsClosed = sockets.close(); // also closes the HTTP server to new connections
      server.closeIdleConnections();
      await Promise.race([socketsClosed, delay(SHUTDOWN_GRACE_MS)]);
      server.closeAllConnections();
      await socketsClosed;
      await jobs.close(); // a running import finishes its chunk while the stores are open
      await projections.stop();
      await bus.close();
      await identity?.close();
      await Promise.allSettled([eventStore.close(), documentStore.close(), blobStore.close()]);
    })();
    return closing;
  };

  return {
    app,
    listener,
    server,
    io: sockets.io,
    eventStore,
    documentStore,
    blobStore,
    bus,
    runner,
    identity,
    usersRunner,
    learningRunner,
    commerceRunner,
    progress,
    logger,
    close,
  };
};
