import { getHeapStatistics } from 'node:v8';
import type { DocumentStore, EventStore, GenerationStore, RecordedEvent } from '@exam/platform';
import { collectionsOf, type Projection } from '../runner/projection.js';
import { ProjectionBatch, projectionsByType } from '../runner/projection-batch.js';
import { FreshGenerationDocuments } from './fresh-generation-documents.js';
import { InMemoryFold } from './in-memory-fold.js';

/** One group of projections that share a checkpoint: their collections are rebuilt together. */
export type RebuildGroup = { projections: readonly Projection[]; checkpointName: string };

export type RebuildGroupsOptions = {
  eventStore: Pick<EventStore, 'readAll' | 'headPosition'>;
  documentStore: Pick<DocumentStore, 'createGeneration'>;
  groups: readonly RebuildGroup[];
  /** Events read per page (default 5,000); progress is reported per page. */
  pageSize?: number;
  /**
   * Documents a group folds wholly in memory (default 3,000,000; the bench's 670,000 documents took 770 MB of
   * heap). Past that, or once the heap is half full, the group continues as the live runner does: documents
   * read back from the store, the latest 500,000 remembered.
   */
  rememberedDocuments?: number;
  /**
   * Replays up to this position only (inclusive): the read models as they stood then (time travel). Default:
   * until the log is exhausted.
   */
  toPosition?: number;
  /**
   * Called after every page with the position replayed up to and the log's head position (which grows if
   * events arrive meanwhile). Positions, not counts, so the ratio is right even where positions have gaps.
   */
  onProgress?: (processed: number, total: number) => void;
};

export type RebuildOptions = Omit<RebuildGroupsOptions, 'groups'> & RebuildGroup;

export type RebuildReport = {
  /** Events replayed (handled or not). */
  processed: number;
  /** The checkpoint the rebuilt collections were promoted with. */
  position: number;
  collections: string[];
  durationMs: number;
};

type Rebuilding = {
  group: RebuildGroup;
  generation: GenerationStore;
  byType: ReturnType<typeof projectionsByType>;
  collections: string[];
  /** The fold while the group's documents fit in memory; then the memory of the store-backed batches. */
  fold: InMemoryFold | null;
  documents: FreshGenerationDocuments | null;
};

const FOLD_LIMIT = 3_000_000;
const SPILLED_MEMORY = 500_000;

const HALF_HEAP = getHeapStatistics().heap_size_limit / 2;
const heapIsHalfFull = () => process.memoryUsage().heapUsed > HALF_HEAP;

/**
 * Replays one page into a group. A fold writes nothing until the end (`finish`) unless its documents outgrow
 * `limit`: then it loads them into the generation and the group continues in committed batches, as the live
 * runner does, reading documents back from the store.
 */
async function replayPage(target: Rebuilding, events: readonly RecordedEvent[], from: number, limit: number) {
  const checkpoint = { name: target.group.checkpointName, position: events.at(-1)?.position ?? from };
  if (target.fold) {
    for (const event of events) await target.fold.apply(event);
    if (target.fold.size <= limit && !heapIsHalfFull()) return;
    await target.generation.load({ operations: target.fold.operations(), checkpoint });
    const documents = new FreshGenerationDocuments(target.collections, SPILLED_MEMORY);
    for (const [collection, id] of target.fold.documents()) documents.markWritten(collection, id);
    target.fold = null;
    target.documents = documents;
    return;
  }
  const batch = new ProjectionBatch(target.generation, target.byType, from, target.documents ?? undefined, {
    notifications: false,
  });
  for (const event of events) await batch.apply(event);
  await batch.commit(checkpoint.name);
}

/** Writes a fold's documents, each once, with the checkpoint the replay reached. */
async function finish(target: Rebuilding, position: number) {
  if (!target.fold) return;
  const checkpoint = { name: target.group.checkpointName, position };
  await target.generation.load({ operations: target.fold.operations(), checkpoint });
}

/**
 * Rebuilds groups of read models from the log: a fresh generation of every collection the projections own,
 * filled from position 0, then promoted (swapped in together with the checkpoint). The log is read once for all
 * the groups. Each group folds its documents in memory (InMemoryFold: the projections' own code, the store's
 * position guard, no notifications since nobody reads a generation before the swap), and each document is
 * written once at the end, in bulk into bare tables that are indexed afterwards. A group whose documents outgrow
 * `rememberedDocuments` continues in committed batches instead (ProjectionBatch, as the live runner). On any
 * error every generation is discarded and the live collections stay.
 *
 * The caller stops the groups' live runners first and starts them again afterwards: they then resume from the
 * promoted checkpoints. Events appended during the replay are replayed too (the replay reads until the log is
 * exhausted), unless `toPosition` stops it earlier.
 */
export const rebuildProjectionGroups = async (options: RebuildGroupsOptions): Promise<RebuildReport[]> => {
  const { eventStore, documentStore, groups, onProgress, toPosition } = options;
  const pageSize = Math.max(1, options.pageSize ?? 5_000);
  const foldLimit = options.rememberedDocuments ?? FOLD_LIMIT;
  const startedAt = Date.now();
  const rebuilding: Rebuilding[] = [];
  try {
    for (const group of groups) {
      const collections = collectionsOf(group.projections);
      const names = collections.map((collection) => collection.name);
      const generation = await documentStore.createGeneration(names, group.checkpointName);
      const byType = projectionsByType(group.projections);
      rebuilding.push({
        group,
        generation,
        byType,
        collections: names,
        fold: new InMemoryFold(generation, byType, names),
        documents: null,
      });
      for (const collection of collections)
        await generation.ensureIndexes(collection.name, collection.indexes);
    }
    let total = toPosition ?? (await eventStore.headPosition());
    let position = 0;
    let processed = 0;
    for (;;) {
      const maxCount = toPosition === undefined ? pageSize : Math.min(pageSize, toPosition - position);
      const page = maxCount > 0 ? await eventStore.readAll({ fromPosition: position, maxCount }) : [];
      const events = toPosition === undefined ? page : page.filter((event) => event.position <= toPosition);
      if (events.length === 0) break;
      for (const target of rebuilding) await replayPage(target, events, position, foldLimit);
      position = events.at(-1)?.position ?? position;
      processed += events.length;
      total = Math.max(total, position);
      onProgress?.(position, total);
    }
    for (const target of rebuilding) await finish(target, position);
    for (const target of rebuilding) await target.generation.promote();
    const durationMs = Date.now() - startedAt;
    return rebuilding.map((target) => ({ processed, position, collections: target.collections, durationMs }));
  } catch (error) {
    await Promise.all(rebuilding.map((target) => target.generation.discard().catch(() => {})));
    throw error;
  }
};

/** Rebuilds one group (see rebuildProjectionGroups). */
export const rebuildProjections = async ({
  projections,
  checkpointName,
  ...options
}: RebuildOptions): Promise<RebuildReport> => {
  const [report] = await rebuildProjectionGroups({ ...options, groups: [{ projections, checkpointName }] });
  return report as RebuildReport;
};
