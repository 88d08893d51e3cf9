export { combinedProgress } from './combined-progress.js';
export { matchesFilter, pageDocuments, sortDocuments } from './document-filter.js';
export {
  INVALIDATE,
  type InvalidatePayload,
  type InvalidationTag,
  invalidate,
  mergeNotifications,
} from './notifications.js';
export { PositionWaiters } from './position-waiters.js';
export {
  collectionsOf,
  defineProjection,
  type Projection,
  type ProjectionCollection,
  type ProjectionContext,
} from './projection.js';
export { type BatchTarget, ProjectionBatch, projectionsByType } from './projection-batch.js';
export { ProjectionFailedError } from './projection-failed-error.js';
export { checkpointProgress, type ProjectionProgress } from './projection-progress.js';
export {
  DEFAULT_BATCH_SIZE,
  ProjectionRunner,
  type ProjectionRunnerOptions,
  type RunnerLogger,
  type RunnerStatus,
} from './projection-runner.js';
