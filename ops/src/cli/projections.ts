import { rebuildProjectionGroups } from '@exam/projections';
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
        format: 'rebuild [{bar}] {percentage}% | position {value}/{total} | {speed} events/s',
      });
      try {
        // Every projection group with its own checkpoint, from the one list the servers use too, in one pass.
        const groups = projectionGroups();
        const started = performance.now();
        bar.start(Math.max(1, await eventStore.headPosition()), 0, { speed: 0 });
        const reports = await rebuildProjectionGroups({
          eventStore,
          documentStore: store,
          groups: groups.map((group) => ({ projections: group.projections, checkpointName: group.name })),
          onProgress: (processed, total) => {
            const seconds = (performance.now() - started) / 1000;
            bar.setTotal(Math.max(1, total));
            bar.update(processed, { speed: seconds > 0 ? Math.round(processed / seconds) : 0 });
          },
        });
        bar.stop();
        const seconds = (performance.now() - started) / 1000;
        for (const [index, report] of reports.entries())
          console.log(`rebuilt ${groups[index]?.name}: ${report.collections.join(', ')}`);
        const processed = reports[0]?.processed ?? 0;
        console.log(
          `${processed} events in ${seconds.toFixed(1)} s (${Math.round(processed / Math.max(seconds, 0.001))} events/s), checkpoint ${reports[0]?.position ?? 0}`,
        );
      } finally {
        bar.stop();
        await store.close();
        await eventStore.close();
      }
    });
}
