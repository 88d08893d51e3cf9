import { join } from 'node:path';
import type { Config, Logger, NotificationBus, SqliteDocumentStore, SqliteEventStore } from '@exam/platform';
import {
  projectionGroupNames,
  projectionRunners,
  startRunners,
  stopRunners,
} from '../services/projection-groups.js';
import { type GroupProgress, startProjectionWorker } from './projection-worker/index.js';

/** Every waiter is in this process, so a group's checkpoint need not be stored for each event it skips. */
const IDLE_CHECKPOINT_EVERY = 1_000;

export type StandaloneProjections = {
  groups: ReadonlyMap<string, GroupProgress>;
  stop(): Promise<void>;
};

type Stores = {
  eventStore: SqliteEventStore;
  documentStore: SqliteDocumentStore;
  bus: Pick<NotificationBus, 'publish'>;
  logger: Logger;
};

/**
 * Every projection group of the all-in-one server, started: in the worker thread (PROJECTIONS_THREAD=worker,
 * the default) on its own connections to the same files, or on this thread sharing the stores.
 */
export const startProjections = async (
  config: Pick<Config, 'PROJECTIONS_THREAD' | 'DATA_DIR' | 'LOG_LEVEL'>,
  { eventStore, documentStore, bus, logger }: Stores,
): Promise<StandaloneProjections> => {
  if (config.PROJECTIONS_THREAD === 'worker') {
    return startProjectionWorker({
      eventsFile: join(config.DATA_DIR, 'events.db'),
      readModelsFile: join(config.DATA_DIR, 'read-models.db'),
      logLevel: config.LOG_LEVEL,
      groups: projectionGroupNames(),
      idleCheckpointEvery: IDLE_CHECKPOINT_EVERY,
      bus,
      logger,
    });
  }
  const runners = projectionRunners({
    eventStore,
    documentStore,
    notificationBus: bus,
    logger,
    idleCheckpointEvery: IDLE_CHECKPOINT_EVERY,
  });
  await startRunners(runners);
  return { groups: runners, stop: () => stopRunners(runners) };
};
