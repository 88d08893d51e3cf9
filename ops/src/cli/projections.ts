import {
  CATALOGUE_CHECKPOINT,
  COMMERCE_CHECKPOINT,
  catalogueProjections,
  commerceProjections,
  IDENTITY_CHECKPOINT,
  LEARNING_CHECKPOINT,
  learningProjections,
  rebuildProjections,
  userProjections,
} from '@exam/projections';

/** Every projection group with its own checkpoint; a rebuild replays each. */
const GROUPS = [
  { projections: catalogueProjections, checkpointName: CATALOGUE_CHECKPOINT },
  { projections: userProjections, checkpointName: IDENTITY_CHECKPOINT },
  { projections: learningProjections, checkpointName: LEARNING_CHECKPOINT },
  { projections: commerceProjections, checkpointName: COMMERCE_CHECKPOINT },
];

import { SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import { openStores } from './stores.js';

export function registerProjectionCommands(program: Command) {
  program
    .command('projections')
    .description('read models')
    .command('rebuild')
    .description('replay every event into fresh read models, then swap them in (stop the server first)')
    .action(async () => {
      const { eventStore, documentStore } = await openStores();
      const store = await documentStore();
      const bar = new SingleBar({ format: 'rebuild [{bar}] {percentage}% | position {value}/{total}' });
      try {
        for (const group of GROUPS) {
          bar.start(Math.max(1, await eventStore.headPosition()), 0);
          const report = await rebuildProjections({
            eventStore,
            documentStore: store,
            ...group,
            onProgress: (processed, total) => {
              bar.setTotal(Math.max(1, total));
              bar.update(processed);
            },
          });
          bar.stop();
          console.log(
            `rebuilt ${report.collections.join(', ')}: ${report.processed} events in ${report.durationMs} ms, checkpoint ${report.position}`,
          );
        }
      } finally {
        bar.stop();
        await store.close();
        await eventStore.close();
      }
    });
}
