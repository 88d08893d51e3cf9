import type { DocumentStore, EventStore, Logger, NotificationBus } from '@exam/platform';
import {
  ANALYTICS_CHECKPOINT,
  analyticsProjections,
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

// The product's projection groups, apart from the routers (catalogue-of-parts.ts): the projections worker
// thread loads only this, not the HTTP side.

/** Projections that share one subscription and one checkpoint (named after the checkpoint). */
export type ProjectionGroup = { name: string; projections: readonly Projection[] };

export const projectionGroups = (): readonly ProjectionGroup[] => [
  { name: CATALOGUE_CHECKPOINT, projections: catalogueProjections },
  { name: IDENTITY_CHECKPOINT, projections: userProjections },
  { name: LEARNING_CHECKPOINT, projections: learningProjections },
  { name: COMMERCE_CHECKPOINT, projections: commerceProjections },
  { name: ANALYTICS_CHECKPOINT, projections: analyticsProjections },
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
  /** Passed to every runner (see ProjectionRunnerOptions): only where nobody polls the stored checkpoints. */
  idleCheckpointEvery?: number;
  /** After each commit of a group (its notifications are published by then). */
  onCommitted?: (group: string, position: number, wrote: boolean) => void;
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
        ...(deps.idleCheckpointEvery ? { idleCheckpointEvery: deps.idleCheckpointEvery } : {}),
        ...(deps.onCommitted
          ? {
              onCommitted: (position: number, wrote: boolean) =>
                deps.onCommitted?.(group.name, position, wrote),
            }
          : {}),
        ...(deps.onFailure ? { onFailure: (error: Error) => deps.onFailure?.(group.name, error) } : {}),
      }),
    ]),
  );
};

/** Stops every runner (each commits the batch it holds and closes its subscription); never throws. */
export const stopRunners = async (runners: ReadonlyMap<string, ProjectionRunner>): Promise<void> => {
  await Promise.allSettled([...runners.values()].map((runner) => runner.stop()));
};

/** Starts every runner in turn; when one cannot start, stops them all and rethrows. */
export const startRunners = async (runners: ReadonlyMap<string, ProjectionRunner>): Promise<void> => {
  try {
    for (const runner of runners.values()) await runner.start();
  } catch (error) {
    await stopRunners(runners);
    throw error;
  }
};
