import type { DocumentStore, EventStore, GenerationStore } from '@exam/platform';
import { collectionsOf, type Projection } from '../runner/projection.js';
import { ProjectionBatch, projectionsByType } from '../runner/projection-batch.js';
import { FreshGenerationDocuments } from './fresh-generation-documents.js';

/** One group of projections that share a checkpoint: their collections are rebuilt together. */
export type RebuildGroup = { projections: readonly Projection[]; checkpointName: string };

export type RebuildGroupsOptions = {
  eventStore: Pick<EventStore, 'readAll' | 'headPosition'>;
  documentStore: Pick<DocumentStore, 'createGeneration'>;
  groups: readonly RebuildGroup[];
  /** Events read per page; each page is one committed batch per group (default 5,000). */
  pageSize?: number;
  /** Documents each group keeps in memory between pages (default 500,000); the others are read back. */
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
  documents: FreshGenerationDocuments;
  collections: string[];
};

/**
 * Rebuilds groups of read models from the log: a fresh generation of every collection the projections own,
 * filled from position 0 through the same batch code as the live runner, then promoted (swapped in together with
 * the checkpoint). The log is read once for all the groups; each page is folded in memory and written once per
 * group and page, in one transaction, without notifications (nobody reads a generation before the swap). On any
 * error every generation is discarded and the live collections stay.
 *
 * The caller stops the groups' live runners first and starts them again afterwards: they then resume from the
 * promoted checkpoints. Events appended during the replay are replayed too (the replay reads until the log is
 * exhausted), unless `toPosition` stops it earlier.
 */
export const rebuildProjectionGroups = async (options: RebuildGroupsOptions): Promise<RebuildReport[]> => {
  const { eventStore, documentStore, groups, onProgress, toPosition } = options;
  const pageSize = Math.max(1, options.pageSize ?? 5_000);
  const startedAt = Date.now();
  const rebuilding: Rebuilding[] = [];
  try {
    for (const group of groups) {
      const collections = collectionsOf(group.projections);
      const names = collections.map((collection) => collection.name);
      const generation = await documentStore.createGeneration(names, group.checkpointName);
      rebuilding.push({
        group,
        generation,
        byType: projectionsByType(group.projections),
        documents: new FreshGenerationDocuments(names, options.rememberedDocuments ?? 500_000),
        collections: names,
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
      for (const target of rebuilding) {
        const batch = new ProjectionBatch(target.generation, target.byType, position, target.documents, {
          notifications: false,
        });
        for (const event of events) await batch.apply(event);
        await batch.commit(target.group.checkpointName);
      }
      position = events.at(-1)?.position ?? position;
      processed += events.length;
      total = Math.max(total, position);
      onProgress?.(position, total);
    }
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
