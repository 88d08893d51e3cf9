import { createServer, type Server as HttpServer, type RequestListener } from 'node:http';
import { join } from 'node:path';
import type { CommerceOptions } from '@exam/command-api';
import { createEmbeddedIdentity, type EmbeddedIdentity } from '@exam/identity';
import {
  type AccountDirectory,
  type Authenticator,
  type BlobStore,
  type Config,
  createApiRateLimit,
  createAuthGuards,
  createJobQueue,
  createLogger,
  type DocumentStore,
  type EventStore,
  errorHandler,
  InMemoryNotificationBus,
  type JwksSource,
  type LayerSwitches,
  type Logger,
  layerOn,
  localizeReplies,
  type NotificationBus,
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
  type ProjectionProgress,
} from '@exam/projections';
import {
  attachSocketServer,
  createUploadsRouter,
  learnerSetsReader,
  readHomeContent,
  relayJobProgress,
} from '@exam/query-api';
import express, { type Express } from 'express';
import type { Server as SocketIoServer } from 'socket.io';
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
import { rememberedCallers } from './remembered-callers.js';
import { composeUsers } from './users.js';
import { serveWebApp } from './web-app.js';

export type StandaloneOptions = {
  config: Config;
  logger?: Logger;
  /** The built web app (web/dist); served with an SPA fallback when the folder exists. */
  webDistDir?: string;
  /** Who a bearer token is; default: the issuer's access tokens (users/compose), then the ADMIN_API_TOKEN operator. */
  authenticator?: Authenticator;
  /** Public keys of the access tokens (tests); default: the embedded provider's, else the issuer's discovery. */
  localJwks?: Extract<JwksSource, { local: unknown }>['local'];
  /** Where POST /users creates sign-ins (tests); default: the embedded provider's accounts, none when external. */
  directory?: AccountDirectory | null;
  /** Payments and redeem codes (tests): a gateway, redeem limits; default from config (PAYMENTS, DEBUG_PURCHASES). */
  commerce?: CommerceOptions;
  /** Benchmarks only (ops/bench): layers of the request path switched off, to price each one. */
  layers?: LayerSwitches;
};

export type Standalone = {
  /** The express app: every route (the direct routes too, for the requests `listener` leaves to it). */
  app: Express;
  /** What `server` runs: the direct routes on plain node:http, everything else through `app`. */
  listener: RequestListener;
  server: HttpServer;
  io: SocketIoServer;
  eventStore: EventStore;
  documentStore: DocumentStore;
  /** Uploaded images (BLOB_STORE: files under DATA_DIR/uploads by default). */
  blobStore: BlobStore;
  bus: NotificationBus;
  /** The catalogue group (listings, set questions), with its own checkpoint. */
  runner: GroupProgress;
  /** The embedded OpenID provider at /oidc; null when IDENTITY=external. */
  identity: EmbeddedIdentity | null;
  /** The identity group (users read model), with its own checkpoint. */
  usersRunner: GroupProgress;
  /** The learning group (progress, wrong answers, access), with its own checkpoint. */
  learningRunner: GroupProgress;
  /** The commerce group (purchases, redeem codes), with its own checkpoint. */
  commerceRunner: GroupProgress;
  /** Both groups: read-your-writes waits until every read model passed a position. */
  progress: ProjectionProgress;
  logger: Logger;
  close(): Promise<void>;
};

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
  const eventStore = await openSqliteEventStore({
    file: join(config.DATA_DIR, 'events.db'),
    writer: config.EVENT_STORE_WRITER,
  });
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
  app.use('/api', localizeReplies); // every answer below speaks the caller's language
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
  const listener = withDelivery(
    withDirectRoutes(app, {
      config,
      practice,
      authenticator,
      rateLimit,
      logger,
      ...(layerOn(layers, 'directReads') ? { reads } : {}),
      ...(layerOn(layers, 'metrics') ? { metrics } : {}),
    }),
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
