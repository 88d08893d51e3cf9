// `npm run bench`: on-demand benchmarks (not part of the tests). Each compares against a baseline in the same run.
import { appendBenchmark } from './append-bench.js';
import { listingBenchmark } from './listing-bench.js';

const only = process.argv[2];
if (!only || only === 'append') await appendBenchmark();
if (!only || only === 'listing') await listingBenchmark();
process.exit(0);
