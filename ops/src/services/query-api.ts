import { createServer, type Server as HttpServer } from 'node:http';
import {
  type BlobStore,
  type Config,
  createApiRateLimit,
  type DocumentStore,
  directRoutesListener,
  type EventStore,
  errorHandler,
  type JobQueue,
  type Logger,
  localizeReplies,
  type NotificationBus,
  notFound,
  refuseUnreadableBodies,
  withDelivery,
} from '@exam/platform';
import { checkpointProgress, combinedProgress, type ProjectionProgress } from '@exam/projections';
import {
  attachSocketServer,
  createUploadsRouter,
  learnerSetsReader,
  readHomeContent,
  relayJobProgress,
} from '@exam/query-api';
import express, { type Express } from 'express';
import type { Server as SocketIoServer } from 'socket.io';
import { serveWebApp } from '../standalone/web-app.js';
import {
  JSON_BODY_LIMIT,
  processPractice,
  processReads,
  projectionGroupNames,
  queryRouters,
  socketHandlers,
} from './catalogue-of-parts.js';
import { documentStoreReachable, eventStoreReachable, healthRoutes, type Lifecycle } from './health.js';
import { drainHttpServer } from './http-server.js';
import { mountMetrics } from './metrics.js';
import { type AuthenticationChoice, serviceAuthentication } from './service-auth.js';

export type QueryApiDependencies = AuthenticationChoice & {
  eventStore: EventStore;
  documentStore: DocumentStore;
  /** Uploaded images, served at /uploads. */
  blobStore: BlobStore;
  /** Background jobs: GET /api/jobs/{id} reads their status, and their progress goes to administrators' sockets. */
  jobs?: JobQueue;
  logger: Logger;
  /**
   * BUS=memory only: the in-process bus whose notifications this node relays to its sockets. With BUS=redis the
   * node relays nothing itself: the projections publish through the socket.io emitter and the Redis adapter
   * hands every notification to the matching sockets of every node (relaying too would deliver it twice).
   */
  bus?: NotificationBus;
  /** How far the projections are; default: their stored checkpoints (they run in another process). */
  progress?: ProjectionProgress;
  /** The built web app; default WEB_DIST_DIR. Not served when neither is set. */
  webDistDir?: string;
};

export type QueryApi = {
  app: Express;
  server: HttpServer;
  io: SocketIoServer;
  lifecycle: Lifecycle;
  /** Stops taking connections, lets requests in flight finish (bounded), closes the sockets and Redis links. */
  close(graceMs?: number): Promise<void>;
};

/** A bus that relays nothing: for a node whose sockets get their notifications through the Redis adapter. */
const relaysNothing: NotificationBus = {
  publish: async () => {},
  subscribe: () => () => {},
  close: async () => {},
};

/** Read-your-writes across processes: every group's stored checkpoint must pass the position. */
export const storedProjectionProgress = (documentStore: DocumentStore): ProjectionProgress =>
  combinedProgress(...projectionGroupNames().map((name) => checkpointProgress(documentStore, name)));

/**
 * The query side on its own: every read under /api (with X-Min-Position read-your-writes on the projections'
 * checkpoints), the API reference, socket.io with the client-sent socket events, optionally the web app, and
 * /health + /ready. Stateless apart from its sockets, so any number of nodes run behind a proxy.
 */
export const buildQueryApi = async (config: Config, deps: QueryApiDependencies): Promise<QueryApi> => {
  const { eventStore, documentStore, logger } = deps;
  const lifecycle: Lifecycle = { stopping: false };
  const { users, guards, authenticator } = serviceAuthentication(
    config,
    { eventStore, documentStore },
    logger,
    deps,
  );
  const progress = deps.progress ?? storedProjectionProgress(documentStore);

  const app = express();
  app.disable('x-powered-by');
  let openSockets = () => 0;
  // Socket events are answered here (progress:*): their appends count too.
  const metrics = mountMetrics(app, 'query-api', config.ADMIN_API_TOKEN, {
    eventStore,
    ...(deps.jobs ? { jobs: deps.jobs } : {}),
    socketConnections: () => openSockets(),
  });
  app.use(
    healthRoutes('query-api', lifecycle, {
      eventStore: eventStoreReachable(eventStore),
      documentStore: documentStoreReachable(documentStore, 'catalogue'),
    }),
  );
  if (config.TRUST_PROXY) app.set('trust proxy', config.TRUST_PROXY); // req.ip from X-Forwarded-For
  const rateLimit = createApiRateLimit(config.RATE_LIMIT_PER_MINUTE, config.TRUST_PROXY);
  app.use('/api', localizeReplies); // every answer below speaks the caller's language
  app.use('/api', rateLimit.middleware);
  app.use('/api', refuseUnreadableBodies); // a body express.json would leave unread is refused, not dropped
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  // The public listings: answered in one lookup by the direct listener below, mounted in express too.
  const reads = processReads({ config, documentStore, logger, progress });
  app.use(
    '/api',
    ...queryRouters({
      reads,
      config,
      eventStore,
      documentStore,
      logger,
      guards,
      users,
      directory: null,
      progress,
      ...(deps.jobs ? { jobs: deps.jobs } : {}),
    }),
  );
  app.use('/api', notFound);
  app.use(createUploadsRouter(deps.blobStore));
  serveWebApp(app, deps.webDistDir ?? config.WEB_DIST_DIR, () => readHomeContent(documentStore));
  app.use(errorHandler(logger));

  const listener = directRoutesListener(app, {
    prefix: '/api',
    routes: reads,
    authenticator,
    rateLimit,
    trustProxy: config.TRUST_PROXY,
    bodyLimitBytes: JSON_BODY_LIMIT,
    logger,
    onServed: metrics.observeRequest.bind(metrics),
  });
  const server = createServer(withDelivery(listener, config));
  const distributed = config.BUS === 'redis';
  if (!distributed && !deps.bus)
    logger.warn(
      'BUS=memory: notifications of a projections process in another process never reach these sockets',
    );
  const sockets = attachSocketServer(server, {
    bus: distributed ? relaysNothing : (deps.bus ?? relaysNothing),
    logger: logger.child({ component: 'socket' }),
    authenticate: authenticator,
    setsOf: learnerSetsReader(documentStore),
  });
  openSockets = () => sockets.io.engine.clientsCount;
  const practice = processPractice({ eventStore, documentStore });
  for (const register of socketHandlers({ documentStore, logger, practice })) register(sockets.io);
  if (deps.jobs) relayJobProgress(sockets.io, deps.jobs);
  let detachRedis: (() => Promise<void>) | undefined;
  if (distributed && config.REDIS_URL) {
    const { attachRedisAdapter } = await import('@exam/platform/notification-bus/redis');
    detachRedis = await attachRedisAdapter(sockets.io, config.REDIS_URL).catch(async (error: unknown) => {
      await sockets.close();
      throw error;
    });
  }

  let closing: Promise<void> | undefined;
  const close = (graceMs = config.SHUTDOWN_GRACE_MS) => {
    closing ??= (async () => {
      lifecycle.stopping = true;
      // socket.io's close disconnects the sockets and closes the HTTP server to new connections.
      await drainHttpServer(server, graceMs, sockets.close());
      await detachRedis?.();
    })();
    return closing;
  };
  return { app, server, io: sockets.io, lifecycle, close };
};
