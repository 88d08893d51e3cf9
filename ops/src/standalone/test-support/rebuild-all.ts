import { rebuildProjections } from '@exam/projections';
import { projectionGroups } from '../../services/catalogue-of-parts.js';
import type { Standalone } from '../compose.js';

/** Rebuilds every projection group of the composition from position 0 (for rebuild-equals-live checks). */
export async function rebuildEveryGroup({ eventStore, documentStore }: Standalone): Promise<void> {
  for (const group of projectionGroups()) {
    await rebuildProjections({
      eventStore,
      documentStore,
      projections: group.projections,
      checkpointName: group.name,
    });
  }
}
