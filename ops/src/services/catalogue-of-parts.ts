import {
  type CommandRouterDependencies,
  type CommerceOptions,
  createCommandRouter,
  practiceService,
  registerPracticeSocketHandlers,
} from '@exam/command-api';
import type {
  AccountDirectory,
  AuthGuards,
  Config,
  DocumentStore,
  EventStore,
  Logger,
  NotificationBus,
} from '@exam/platform';
import {
  CATALOGUE_CHECKPOINT,
  COMMERCE_CHECKPOINT,
  catalogueProjections,
  commerceProjections,
  IDENTITY_CHECKPOINT,
  LEARNING_CHECKPOINT,
  learningProjections,
  type Projection,
  ProjectionRunner,
  userProjections,
} from '@exam/projections';
import { createQueryRouter, type QueryRouterDependencies } from '@exam/query-api';
import type { Router } from 'express';
import type { Server as SocketIoServer } from 'socket.io';
import type { UsersWiring } from '../standalone/users.js';

/*
 * The one list of the product's parts (projection groups, API routers, socket handlers). The all-in-one
 * composition (standalone/compose.ts) and each service of the distributed profile (services/*) take their
 * parts from here, so a feature added here is served by every profile.
 */

/** Request bodies up to this size (question sets with many questions come in one body). */
export const JSON_BODY_LIMIT = '2mb';

/** Projections that share one subscription and one checkpoint (named after the checkpoint). */
export type ProjectionGroup = { name: string; projections: readonly Projection[] };

export const projectionGroups = (): readonly ProjectionGroup[] => [
  { name: CATALOGUE_CHECKPOINT, projections: catalogueProjections },
  { name: IDENTITY_CHECKPOINT, projections: userProjections },
  { name: LEARNING_CHECKPOINT, projections: learningProjections },
  { name: COMMERCE_CHECKPOINT, projections: commerceProjections },
];

export const projectionGroupNames = (): string[] => projectionGroups().map((group) => group.name);

export type ProjectionRunnerDependencies = {
  eventStore: EventStore;
  documentStore: DocumentStore;
  /** Where each committed batch's notifications go (in-process bus, or the Redis publisher). */
  notificationBus: Pick<NotificationBus, 'publish'>;
  logger: Logger;
  /** Only these groups (default: all); lets projections be partitioned over processes by group. */
  groups?: readonly string[];
  onFailure?: (group: string, error: Error) => void;
};

/** One runner per group, not started. */
export const projectionRunners = (deps: ProjectionRunnerDependencies): Map<string, ProjectionRunner> => {
  const chosen = projectionGroups().filter((group) => !deps.groups || deps.groups.includes(group.name));
  return new Map(
    chosen.map((group) => [
      group.name,
      new ProjectionRunner({
        eventStore: deps.eventStore,
        documentStore: deps.documentStore,
        notificationBus: deps.notificationBus,
        projections: group.projections,
        checkpointName: group.name,
        logger: deps.logger.child({ component: 'projections', group: group.name }),
        ...(deps.onFailure ? { onFailure: (error: Error) => deps.onFailure?.(group.name, error) } : {}),
      }),
    ]),
  );
};

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
  };
  return [createCommandRouter(dependencies)];
};

/** Both sides, queries first (as the all-in-one server mounts them under /api). */
export const apiRouters = (deps: Parameters<typeof queryRouters>[0]): Router[] => [
  ...queryRouters(deps),
  ...commandRouters(deps),
];

export type SocketHandler = (io: SocketIoServer) => void;

/** Handlers of client-sent socket events; registered by whichever process runs the socket.io server. */
export const socketHandlers = (
  deps: Pick<PartsDependencies, 'eventStore' | 'documentStore' | 'logger'>,
): SocketHandler[] => [
  // Learner spec §7 progress:* events, for signed-in sockets (the same commands as the HTTP routes).
  (io) =>
    registerPracticeSocketHandlers(io, {
      practice: practiceService({ eventStore: deps.eventStore, documentStore: deps.documentStore }),
      documentStore: deps.documentStore,
      logger: deps.logger.child({ component: 'socket' }),
    }),
];
