import { createServer, type Server as HttpServer } from 'node:http';
import { join } from 'node:path';
import { createCommandRouter } from '@exam/command-api';
import {
  type Authenticator,
  type Config,
  createAuthGuards,
  createLogger,
  type DocumentStore,
  type EventStore,
  errorHandler,
  InMemoryNotificationBus,
  type Logger,
  type NotificationBus,
  notFound,
  openSqliteDocumentStore,
  openSqliteEventStore,
  staticTokenAuthenticator,
} from '@exam/platform';
import { CATALOGUE_CHECKPOINT, catalogueProjections, ProjectionRunner } from '@exam/projections';
import { attachSocketServer, createQueryRouter } from '@exam/query-api';
import express, { type Express } from 'express';
import type { Server as SocketIoServer } from 'socket.io';
import { serveWebApp } from './web-app.js';

export type StandaloneOptions = {
  config: Config;
  logger?: Logger;
  /** The built web app (web/dist); served with an SPA fallback when the folder exists. */
  webDistDir?: string;
  /** Who a bearer token is; default: the ADMIN_API_TOKEN administrator (the identity issue replaces it). */
  authenticator?: Authenticator;
};

export type Standalone = {
  app: Express;
  server: HttpServer;
  io: SocketIoServer;
  eventStore: EventStore;
  documentStore: DocumentStore;
  bus: NotificationBus;
  runner: ProjectionRunner;
  logger: Logger;
  close(): Promise<void>;
};

export const JSON_BODY_LIMIT = '2mb';
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
  const eventStore = await openSqliteEventStore({ file: join(config.DATA_DIR, 'events.db') });
  const documentStore = await openSqliteDocumentStore({ file: join(config.DATA_DIR, 'read-models.db') });
  const bus = new InMemoryNotificationBus((error) =>
    logger.error({ err: error }, 'notification handler failed'),
  );
  const runner = new ProjectionRunner({
    eventStore,
    documentStore,
    notificationBus: bus,
    projections: catalogueProjections,
    checkpointName: CATALOGUE_CHECKPOINT,
    logger: logger.child({ component: 'projections' }),
  });
  try {
    await runner.start();
  } catch (error) {
    // Nothing else holds the stores yet: release them so a failed start leaves no open files behind.
    await Promise.allSettled([eventStore.close(), documentStore.close()]);
    throw error;
  }

  const authenticator = options.authenticator ?? staticTokenAuthenticator(config.ADMIN_API_TOKEN);
  const guards = createAuthGuards(authenticator);

  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(
    '/api',
    createQueryRouter({
      documentStore,
      progress: runner,
      logger,
      readYourWritesTimeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS,
      eventStoreHead: () => eventStore.headPosition(),
    }),
    createCommandRouter({ eventStore, documentStore, guards, logger }),
  );
  app.use('/api', notFound);
  serveWebApp(app, options.webDistDir);
  app.use(errorHandler(logger));

  const server = createServer(app);
  const sockets = attachSocketServer(server, {
    bus,
    logger: logger.child({ component: 'socket' }),
    authenticate: authenticator,
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Stop taking traffic first (in-flight requests get a grace period), then stop following the log,
      // then release the stores.
      const socketsClosed = sockets.close(); // also closes the HTTP server to new connections
      server.closeIdleConnections();
      await Promise.race([socketsClosed, delay(SHUTDOWN_GRACE_MS)]);
      server.closeAllConnections();
      await socketsClosed;
      await runner.stop();
      await bus.close();
      await Promise.allSettled([eventStore.close(), documentStore.close()]);
    })();
    return closing;
  };

  return { app, server, io: sockets.io, eventStore, documentStore, bus, runner, logger, close };
};
