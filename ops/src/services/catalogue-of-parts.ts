import type { RequestListener } from 'node:http';
import {
  type CommandRouterDependencies,
  type CommerceOptions,
  createCommandRouter,
  type PracticeService,
  practiceService,
  recordAnswerRoute,
  registerPracticeSocketHandlers,
} from '@exam/command-api';
import {
  type AccountDirectory,
  type ApiRateLimit,
  type Authenticator,
  type AuthGuards,
  type BlobStore,
  type Config,
  type DirectRoute,
  type DocumentStore,
  directRoutesListener,
  type EventStore,
  type JobQueue,
  type Logger,
  type ServiceMetrics,
} from '@exam/platform';
import {
  createQueryDirectRoutes,
  createQueryRouter,
  type QueryRouterDependencies,
  setProgressReader,
} from '@exam/query-api';
import type { Router } from 'express';
import type { Server as SocketIoServer } from 'socket.io';
import type { UsersWiring } from '../standalone/users.js';

export {
  type ProjectionGroup,
  type ProjectionRunnerDependencies,
  projectionGroupNames,
  projectionGroups,
  projectionRunners,
} from './projection-groups.js';

/*
 * The one list of the product's parts (projection groups, API routers, socket handlers). The all-in-one
 * composition (standalone/compose.ts) and each service of the distributed profile (services/*) take their
 * parts from here, so a feature added here is served by every profile.
 */

/** Request bodies up to this size in bytes, 2 MiB (question sets with many questions come in one body). */
export const JSON_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The practice commands of a process, shared by its HTTP routes and socket handlers (it remembers learners'
 * practice states). `catalogueVersion`: where the catalogue projections run in this process (it then also
 * remembers sets and questions).
 */
export const processPractice = (deps: {
  eventStore: EventStore;
  documentStore: DocumentStore;
  catalogueVersion?: () => number;
}): PracticeService =>
  practiceService({
    eventStore: deps.eventStore,
    documentStore: deps.documentStore,
    ...(deps.catalogueVersion ? { catalogueVersion: deps.catalogueVersion } : {}),
  });

/** What the routers and socket handlers are made of; each service opens what its parts need. */
export type PartsDependencies = {
  config: Pick<Config, 'READ_YOUR_WRITES_TIMEOUT_MS'>;
  eventStore: EventStore;
  documentStore: DocumentStore;
  logger: Logger;
  guards: AuthGuards;
  users: Pick<UsersWiring, 'syncCurrentUser' | 'clientConfig'>;
  /** The embedded provider's accounts (POST /users creates sign-ins there); null when not in this process. */
  directory: AccountDirectory | null;
  /** Payments and redeem codes (ops/src/standalone/payments.ts commerceOptionsFor); default the simulated gateway. */
  commerce?: CommerceOptions;
  /** The process's practice commands (processPractice). */
  practice: PracticeService;
  /** Uploaded images: the command side stores them (POST /admin/upload/card-image). */
  blobStore: BlobStore;
  /** Background jobs (imports): the command side runs and enqueues them, the query side reads their status. */
  jobs: JobQueue;
};

/** Every read under /api (the query side), with read-your-writes waiting on `progress`. */
export const queryRouters = (
  deps: Omit<PartsDependencies, 'practice' | 'blobStore' | 'jobs'> & {
    progress: QueryRouterDependencies['progress'];
    jobs?: Pick<JobQueue, 'getJob'>;
    /** The reads a direct listener serves too (processReads), so both ways share them. */
    reads?: readonly DirectRoute[];
  },
): Router[] => [
  createQueryRouter({
    documentStore: deps.documentStore,
    progress: deps.progress,
    logger: deps.logger,
    readYourWritesTimeoutMs: deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
    eventStoreHead: () => deps.eventStore.headPosition(),
    eventLog: deps.eventStore,
    guards: deps.guards,
    syncCurrentUser: deps.users.syncCurrentUser,
    clientConfig: deps.users.clientConfig,
    ...(deps.jobs ? { jobs: deps.jobs } : {}),
    ...(deps.reads ? { directRoutes: deps.reads } : {}),
  }),
];

/**
 * The hot reads of a process that serves the query routes behind a direct listener (withDirectRoutes): made
 * once, mounted in express by queryRouters and served directly by the listener.
 */
export const processReads = (
  deps: Pick<PartsDependencies, 'documentStore' | 'logger' | 'config'> & {
    progress: QueryRouterDependencies['progress'];
  },
): DirectRoute[] =>
  createQueryDirectRoutes({
    documentStore: deps.documentStore,
    progress: deps.progress,
    logger: deps.logger,
    readYourWritesTimeoutMs: deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
  });

/** Every write under /api (the command side). */
export const commandRouters = (deps: PartsDependencies): Router[] => {
  const dependencies: CommandRouterDependencies = {
    eventStore: deps.eventStore,
    documentStore: deps.documentStore,
    guards: deps.guards,
    logger: deps.logger,
    directory: deps.directory,
    ...(deps.commerce ? { commerce: deps.commerce } : {}),
    practice: deps.practice,
    blobStore: deps.blobStore,
    jobs: deps.jobs,
  };
  return [createCommandRouter(dependencies)];
};

/**
 * What a server runs when it serves the command routes: answers, the most frequent write, on plain node:http
 * (platform directRoutesListener), everything else through `app`, which keeps the answers route too
 * (commandRouters) for the requests the direct way leaves to it. `reads` (processReads, where the query routes
 * run in the same app): the hot public listings, served the same way.
 */
export const withDirectRoutes = (
  app: RequestListener,
  deps: Pick<PartsDependencies, 'practice' | 'logger'> & {
    config: Pick<Config, 'TRUST_PROXY'>;
    authenticator: Authenticator;
    /** The limiter `app` runs under /api (one count for both ways in). */
    rateLimit: Pick<ApiRateLimit, 'check'>;
    /** Times the direct routes as the app's middleware times the others. */
    metrics?: Pick<ServiceMetrics, 'observeRequest'>;
    reads?: readonly DirectRoute[];
  },
): RequestListener =>
  directRoutesListener(app, {
    prefix: '/api',
    routes: [recordAnswerRoute(deps.practice), ...(deps.reads ?? [])],
    authenticator: deps.authenticator,
    rateLimit: deps.rateLimit,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimitBytes: JSON_BODY_LIMIT,
    logger: deps.logger,
    ...(deps.metrics ? { onServed: deps.metrics.observeRequest.bind(deps.metrics) } : {}),
  });

/**
 * Both sides under one /api. Every read is a GET (or HEAD) except POST /questions/batch-count, and no write is
 * a GET: a GET leaves the command router at its first step (createCommandRouter) for the query routes, any
 * other method tries the command routes first. Why: express tries each route in turn, and a write used to walk
 * every read route before its own.
 */
export const apiRouters = (deps: Parameters<typeof queryRouters>[0] & PartsDependencies): Router[] => [
  ...commandRouters(deps),
  ...queryRouters(deps),
];

export type SocketHandler = (io: SocketIoServer) => void;

/** Handlers of client-sent socket events; registered by whichever process runs the socket.io server. */
export const socketHandlers = (
  deps: Pick<PartsDependencies, 'documentStore' | 'logger' | 'practice'>,
): SocketHandler[] => [
  // Learner spec §7 progress:* events, for signed-in sockets (the same commands as the HTTP routes).
  (io) =>
    registerPracticeSocketHandlers(io, {
      practice: deps.practice,
      readProgress: setProgressReader(deps.documentStore),
      logger: deps.logger.child({ component: 'socket' }),
    }),
];
