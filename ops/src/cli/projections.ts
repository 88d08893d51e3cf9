import { rebuildProjections } from '@exam/projections';
import { SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import { projectionGroups } from '../services/catalogue-of-parts.js';
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
        // Every projection group with its own checkpoint, from the one list the servers use too.
        for (const group of projectionGroups()) {
          bar.start(Math.max(1, await eventStore.headPosition()), 0);
          const report = await rebuildProjections({
            eventStore,
            documentStore: store,
            projections: group.projections,
            checkpointName: group.name,
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
