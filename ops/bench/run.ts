// `npm run bench [name]`: on-demand benchmarks (not part of the tests). Each compares against a baseline in the
// same run. Without a name, every bench marked `inAll` runs; an unknown name is refused (exit 2) with the list.
import { appendBenchmark } from './append-bench.js';
import { bigSetBenchmark } from './big-set-bench.js';
import { bigSetQuizBenchmark } from './big-set-quiz.js';
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

const rounds = process.env.BENCH_ROUNDS ? { rounds: Number(process.env.BENCH_ROUNDS) } : {};

type Bench = { name: string; about: string; inAll: boolean; run(argument?: string): Promise<unknown> };

const benches: Bench[] = [
  { name: 'append', about: 'event store appends', inAll: true, run: () => appendBenchmark() },
  { name: 'listing', about: 'the question-set listing read', inAll: true, run: () => listingBenchmark() },
  {
    name: 'answers',
    about: 'recording answers over HTTP (BENCH_ROUNDS)',
    inAll: true,
    run: () => recordAnswerBenchmark(rounds),
  },
  {
    name: 'answers-ab',
    about: 'answers, this build against a baseline build: answers-ab <file>',
    inAll: false,
    run: (baseline) => answersAgainstBaseline(baseline, rounds),
  },
  {
    name: 'import',
    about: 'batch import, in process and end to end',
    inAll: true,
    run: async () => {
      await importBenchmark({ rounds: 1 });
      await importEndToEndBenchmark();
    },
  },
  {
    name: 'import-e2e',
    about: 'batch import end to end only',
    inAll: false,
    run: () => importEndToEndBenchmark(),
  },
  { name: 'home', about: 'the home page reads', inAll: true, run: () => homePageBenchmark() },
  {
    name: 'big-set',
    about:
      "a 10,000-question set: the admin screens and the learner's quiz in Chromium against 28 questions, each read and its size",
    inAll: false,
    run: async () => {
      await bigSetBenchmark();
      await bigSetQuizBenchmark();
    },
  },
  {
    name: 'big-set-quiz',
    about: "a 10,000-question set in the learner's quiz (Chromium; build the web app first)",
    inAll: false,
    run: () => bigSetQuizBenchmark(),
  },
  { name: 'rebuild', about: 'rebuilding every read model', inAll: true, run: () => rebuildBenchmark() },
  { name: 'offline-sync', about: 'syncing offline answers', inAll: true, run: () => offlineSyncBenchmark() },
  { name: 'fold', about: 'folding a practice stream', inAll: true, run: () => practiceFoldBenchmark() },
  {
    name: 'readiness',
    about: 'the pass estimate at read time against the set size',
    inAll: true,
    run: () => readinessBenchmark(),
  },
];

const [name, argument] = process.argv.slice(2);
const chosen =
  name === undefined ? benches.filter((bench) => bench.inAll) : benches.filter((b) => b.name === name);
if (chosen.length === 0) {
  console.error(`unknown bench "${name}". Usage: npm run bench [name], where name is one of:`);
  for (const bench of benches) console.error(`  ${bench.name.padEnd(13)}${bench.about}`);
  process.exit(2);
}
for (const bench of chosen) await bench.run(argument);
process.exit(0);
