import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import {
  backtestCsv,
  backtestReadiness,
  formatBacktest,
  readCatalogue,
  readLearningLog,
} from '../analytics/index.js';
import { openStores } from './stores.js';

export function registerAnalyticsCommands(program: Command) {
  program
    .command('analytics')
    .description('analyses of the event log')
    .command('backtest-readiness')
    .description(
      'replay the log and, for every submitted mock exam, predict its pass from the events before it began (issue 41); print the Brier scores and a calibration table, write a CSV',
    )
    .option('--csv <file>', 'where to write the per-exam rows (default: <DATA_DIR>/readiness-backtest.csv)')
    .action(async (options: { csv?: string }) => {
      const { config, eventStore, documentStore } = await openStores();
      const store = await documentStore();
      try {
        const report = backtestReadiness(await readLearningLog(eventStore), await readCatalogue(store));
        console.log(formatBacktest(report));
        if (report.skipped > 0)
          console.log(`\n(${report.skipped} exams over several sets or gone sets left out)`);
        const file = resolve(options.csv ?? join(config.DATA_DIR, 'readiness-backtest.csv'));
        writeFileSync(file, `${backtestCsv(report)}\n`);
        console.log(`\nrows written to ${file}`);
      } finally {
        await Promise.allSettled([eventStore.close(), store.close()]);
      }
    });
}
