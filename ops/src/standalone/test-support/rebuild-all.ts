import { rebuildProjections } from '@exam/projections';
import { projectionGroups } from '../../services/catalogue-of-parts.js';
import type { Standalone } from '../compose.js';

/**
 * Rebuilds every projection group of the composition from position 0 (for rebuild-equals-live checks). By
 * default each group folds in memory; `spilled` makes every group outgrow its memory at once (after a 3-event
 * page) and finish in store-backed batches, the path a log too large for memory takes.
 */
export async function rebuildEveryGroup(
  { eventStore, documentStore }: Standalone,
  { spilled = false }: { spilled?: boolean } = {},
): Promise<void> {
  for (const group of projectionGroups()) {
    await rebuildProjections({
      eventStore,
      documentStore,
      projections: group.projections,
      checkpointName: group.name,
      ...(spilled ? { rememberedDocuments: 0, pageSize: 3 } : {}),
    });
  }
}
