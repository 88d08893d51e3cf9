import type { DocumentStore, EventStore, Logger, NotificationBus } from '@exam/platform';
import { combinedProgress, type ProjectionProgress, type ProjectionRunner } from '@exam/projections';
import express, { type Express } from 'express';
import { projectionRunners } from './catalogue-of-parts.js';
import {
  caughtUp,
  documentStoreReachable,
  eventStoreReachable,
  healthRoutes,
  type Lifecycle,
  runnersRunning,
} from './health.js';
import { mountMetrics } from './metrics.js';
import { startRunners, stopRunners } from './projection-groups.js';
import type { ServiceConfig } from './service-config.js';

export type ProjectionsDependencies = {
  eventStore: EventStore;
  documentStore: DocumentStore;
  /** The publisher: with BUS=redis the socket.io emitter (every query-api node's sockets) plus the code channel. */
  bus: Pick<NotificationBus, 'publish'>;
  logger: Logger;
};

export type Projections = {
  /** The groups this process runs, by checkpoint name. */
  runners: ReadonlyMap<string, ProjectionRunner>;
  progress: ProjectionProgress;
  /** /health and /ready (stores reachable, every runner running, caught up within READY_MAX_LAG). */
  app: Express;
  lifecycle: Lifecycle;
  /** Each runner commits the batch it holds, closes its subscription and stops. */
  stop(): Promise<void>;
};

/**
 * The projections on their own: one runner per group (PROJECTION_GROUPS, default all), each following the log
 * from its checkpoint and publishing after every committed batch. Run ONE process per group: two would apply
 * every event twice (the position guard stops a document going backwards, but work and notifications double,
 * and a projection reading other documents could see them at the other instance's point in the log);
 * partition by group to spread the load.
 */
export const startProjections = async (
  config: Pick<ServiceConfig, 'projectionGroups' | 'READY_MAX_LAG' | 'ADMIN_API_TOKEN'>,
  deps: ProjectionsDependencies,
): Promise<Projections> => {
  const { eventStore, documentStore, bus, logger } = deps;
  const lifecycle: Lifecycle = { stopping: false };
  const runners = projectionRunners({
    eventStore,
    documentStore,
    notificationBus: bus,
    logger,
    groups: config.projectionGroups,
    onFailure: (group, error) =>
      logger.error({ err: error, group }, 'a projection group stopped on an error; /ready reports it'),
  });
  const progress = combinedProgress(...runners.values());
  const stop = async () => {
    lifecycle.stopping = true;
    await stopRunners(runners);
  };
  await startRunners(runners).catch((error: unknown) => {
    lifecycle.stopping = true;
    throw error;
  });
  const [firstGroup] = runners.keys();
  const app = express();
  app.disable('x-powered-by');
  mountMetrics(app, 'projections', config.ADMIN_API_TOKEN, {
    projections: { groups: runners, headPosition: () => eventStore.headPosition() },
  });
  app.use(
    healthRoutes('projections', lifecycle, {
      eventStore: eventStoreReachable(eventStore),
      documentStore: documentStoreReachable(documentStore, firstGroup ?? 'catalogue'),
      runners: runnersRunning(runners),
      caughtUp: caughtUp(eventStore, progress, config.READY_MAX_LAG),
    }),
  );
  return { runners, progress, app, lifecycle, stop };
};
