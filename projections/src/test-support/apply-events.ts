import type { Notification, RecordedEvent } from '@exam/platform';
import type { Projection } from '../runner/projection.js';
import { ProjectionBatch, projectionsByType } from '../runner/projection-batch.js';
import { InMemoryDocumentStore } from './in-memory-document-store.js';

/**
 * Given events, runs projections over an in-memory store through the runner's batch code, committing every
 * `batchSize` events (default: one batch for all), and returns the store and the published notifications.
 */
export const applyEvents = async (
  projections: readonly Projection[],
  events: readonly RecordedEvent[],
  { batchSize = Number.POSITIVE_INFINITY, store = new InMemoryDocumentStore() } = {},
): Promise<{ store: InMemoryDocumentStore; notifications: Notification[] }> => {
  const byType = projectionsByType(projections);
  const notifications: Notification[] = [];
  let batch = new ProjectionBatch(store, byType, await store.getCheckpoint('test'));
  for (const event of events) {
    await batch.apply(event);
    if (batch.size >= batchSize) {
      notifications.push(...(await batch.commit('test')));
      batch = new ProjectionBatch(store, byType, batch.position);
    }
  }
  if (!batch.isEmpty) notifications.push(...(await batch.commit('test')));
  return { store, notifications };
};
