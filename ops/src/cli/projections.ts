import { rebuildProjections } from '@exam/projections';
import { SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import { projectionGroups } from '../services/catalogue-of-parts.js';
import { readRunningServer } from '../standalone/running-server.js';
import { openStores } from './stores.js';

export function registerProjectionCommands(program: Command) {
  program
    .command('projections')
    .description('read models')
    .command('rebuild')
    .description('replay every event into fresh read models, then swap them in (refused while a server runs)')
    .action(async () => {
      const { config, eventStore, documentStore } = await openStores();
      // A running server keeps projecting into the same read models: rebuilding under it would race it.
      const running = readRunningServer(config.DATA_DIR);
      if (running) {
        await eventStore.close();
        throw new Error(
          `a server (pid ${running.pid}, ${running.publicUrl}) is running on ${config.DATA_DIR}: stop it first, then rebuild`,
        );
      }
      const store = await documentStore();
      const bar = new SingleBar({
        format: 'rebuild {group} [{bar}] {percentage}% | position {value}/{total} | {speed} events/s',
      });
      try {
        // Every projection group with its own checkpoint, from the one list the servers use too.
        for (const group of projectionGroups()) {
          const started = performance.now();
          bar.start(Math.max(1, await eventStore.headPosition()), 0, { group: group.name, speed: 0 });
          const report = await rebuildProjections({
            eventStore,
            documentStore: store,
            projections: group.projections,
            checkpointName: group.name,
            onProgress: (processed, total) => {
              const seconds = (performance.now() - started) / 1000;
              bar.setTotal(Math.max(1, total));
              bar.update(processed, { speed: seconds > 0 ? Math.round(processed / seconds) : 0 });
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
