import {
  type CommandRouterDependencies,
  type CommerceOptions,
  createCommandRouter,
  practiceService,
  registerPracticeSocketHandlers,
} from '@exam/command-api';
import type { AccountDirectory, AuthGuards, Config, DocumentStore, EventStore, Logger } from '@exam/platform';
import { createQueryRouter, type QueryRouterDependencies, setProgressReader } from '@exam/query-api';
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

/** Request bodies up to this size (question sets with many questions come in one body). */
export const JSON_BODY_LIMIT = '2mb';

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
  /** Where the catalogue projections run in this process: their version (practice caches catalogue lookups). */
  catalogueVersion?: () => number;
};

/** Every read under /api (the query side), with read-your-writes waiting on `progress`. */
export const queryRouters = (
  deps: PartsDependencies & { progress: QueryRouterDependencies['progress'] },
): Router[] => [
  createQueryRouter({
    documentStore: deps.documentStore,
    progress: deps.progress,
    logger: deps.logger,
    readYourWritesTimeoutMs: deps.config.READ_YOUR_WRITES_TIMEOUT_MS,
    eventStoreHead: () => deps.eventStore.headPosition(),
    guards: deps.guards,
    syncCurrentUser: deps.users.syncCurrentUser,
    clientConfig: deps.users.clientConfig,
  }),
];

/** Every write under /api (the command side). */
export const commandRouters = (deps: PartsDependencies): Router[] => {
  const dependencies: CommandRouterDependencies = {
    eventStore: deps.eventStore,
    documentStore: deps.documentStore,
    guards: deps.guards,
    logger: deps.logger,
    directory: deps.directory,
    ...(deps.commerce ? { commerce: deps.commerce } : {}),
    ...(deps.catalogueVersion ? { catalogueVersion: deps.catalogueVersion } : {}),
  };
  return [createCommandRouter(dependencies)];
};

/**
 * Both sides under one /api. Every read is a GET (or HEAD) except POST /questions/batch-count, and no write is
 * a GET: a GET leaves the command router at its first step (createCommandRouter) for the query routes, any
 * other method tries the command routes first. Why: express tries each route in turn, and a write used to walk
 * every read route before its own.
 */
export const apiRouters = (deps: Parameters<typeof queryRouters>[0]): Router[] => [
  ...commandRouters(deps),
  ...queryRouters(deps),
];

export type SocketHandler = (io: SocketIoServer) => void;

/** Handlers of client-sent socket events; registered by whichever process runs the socket.io server. */
export const socketHandlers = (
  deps: Pick<PartsDependencies, 'eventStore' | 'documentStore' | 'logger' | 'catalogueVersion'>,
): SocketHandler[] => [
  // Learner spec §7 progress:* events, for signed-in sockets (the same commands as the HTTP routes).
  (io) =>
    registerPracticeSocketHandlers(io, {
      practice: practiceService({
        eventStore: deps.eventStore,
        documentStore: deps.documentStore,
        ...(deps.catalogueVersion ? { catalogueVersion: deps.catalogueVersion } : {}),
      }),
      readProgress: setProgressReader(deps.documentStore),
      logger: deps.logger.child({ component: 'socket' }),
    }),
];
