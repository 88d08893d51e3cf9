// `npm run bench`: on-demand benchmarks (not part of the tests). Each compares against a baseline in the same run.
import { appendBenchmark } from './append-bench.js';
import { homePageBenchmark } from './home-page-bench.js';
import { importBenchmark } from './import-bench.js';
import { importEndToEndBenchmark } from './import-e2e-bench.js';
import { listingBenchmark } from './listing-bench.js';
import { offlineSyncBenchmark } from './offline-sync-bench.js';
import { practiceFoldBenchmark } from './practice-fold-bench.js';
import { readinessBenchmark } from './readiness-bench.js';
import { rebuildBenchmark } from './rebuild-bench.js';
import { answersAgainstBaseline } from './record-answer-ab.js';
import { recordAnswerBenchmark } from './record-answer-bench.js';

const only = process.argv[2];
if (!only || only === 'append') await appendBenchmark();
if (!only || only === 'listing') await listingBenchmark();
const rounds = process.env.BENCH_ROUNDS ? { rounds: Number(process.env.BENCH_ROUNDS) } : {};
if (!only || only === 'answers') await recordAnswerBenchmark(rounds);
if (only === 'answers-ab') await answersAgainstBaseline(process.argv[3], rounds);
if (!only || only === 'import') {
  await importBenchmark({ rounds: 1 });
  await importEndToEndBenchmark();
}
if (only === 'import-e2e') await importEndToEndBenchmark();
if (!only || only === 'home') await homePageBenchmark();
if (!only || only === 'rebuild') await rebuildBenchmark();
if (!only || only === 'offline-sync') await offlineSyncBenchmark();
if (!only || only === 'fold') await practiceFoldBenchmark();
if (!only || only === 'readiness') await readinessBenchmark();
process.exit(0);
