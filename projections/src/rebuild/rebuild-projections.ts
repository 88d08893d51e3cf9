import type { DocumentStore, EventStore } from '@exam/platform';
import { collectionsOf, type Projection } from '../runner/projection.js';
import { ProjectionBatch, projectionsByType } from '../runner/projection-batch.js';

export type RebuildOptions = {
  eventStore: Pick<EventStore, 'readAll' | 'headPosition'>;
  documentStore: Pick<DocumentStore, 'createGeneration'>;
  /** The whole group that shares `checkpointName`: their collections are rebuilt together. */
  projections: readonly Projection[];
  checkpointName: string;
  /** Events read per page; each page is one committed batch in the new generation (default 500). */
  pageSize?: number;
  /**
   * Called after every page with the position replayed up to and the log's head position (which grows if
   * events arrive meanwhile). Positions, not counts, so the ratio is right even where positions have gaps.
   */
  onProgress?: (processed: number, total: number) => void;
};

export type RebuildReport = {
  /** Events replayed (handled or not). */
  processed: number;
  /** The checkpoint the rebuilt collections were promoted with. */
  position: number;
  collections: string[];
  durationMs: number;
};

/**
 * Rebuilds a group of read models from the whole log: a fresh generation of every collection the projections
 * own, replayed from position 0 through the same batch code as the live runner, then promoted (swapped in
 * together with the checkpoint). On any error the generation is discarded and the live collections stay.
 *
 * The caller stops the group's live runner first and starts it again afterwards: it then resumes from the
 * promoted checkpoint. (A runner left running would keep committing to the old collections, and its batch
 * could land between the replay's end and the swap.) Events appended during the replay are replayed too,
 * since the replay reads until the log is exhausted.
 */
export const rebuildProjections = async (options: RebuildOptions): Promise<RebuildReport> => {
  const { eventStore, documentStore, projections, checkpointName, onProgress } = options;
  const pageSize = Math.max(1, options.pageSize ?? 500);
  const startedAt = Date.now();
  const collections = collectionsOf(projections);
  const byType = projectionsByType(projections);
  const generation = await documentStore.createGeneration(
    collections.map((collection) => collection.name),
    checkpointName,
  );
  try {
    for (const collection of collections) await generation.ensureIndexes(collection.name, collection.indexes);
    let total = await eventStore.headPosition();
    let position = 0;
    let processed = 0;
    for (;;) {
      const page = await eventStore.readAll({ fromPosition: position, maxCount: pageSize });
      if (page.length === 0) break;
      const batch = new ProjectionBatch(generation, byType, position);
      for (const event of page) await batch.apply(event);
      // Notifications are not published: nobody reads the new generation before the swap.
      await batch.commit(checkpointName);
      position = batch.position;
      processed += page.length;
      total = Math.max(total, position);
      onProgress?.(position, total);
    }
    await generation.promote();
    return {
      processed,
      position,
      collections: collections.map((collection) => collection.name),
      durationMs: Date.now() - startedAt,
    };
  } catch (error) {
    await generation.discard().catch(() => {});
    throw error;
  }
};
