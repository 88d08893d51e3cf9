// `npm run bench -- answers-ab <baseline>`: this build's RecordAnswer server against another build's, in alternating
// rounds of one run, where a comparison of two separate runs drowns in this machine's drift (bare express's own
// rate moves by a fifth within minutes). <baseline>: that build's ops/bench/dist/record-answer-server.js.
import { existsSync } from 'node:fs';
import { printTable, round } from './measure.js';
import {
  ask,
  lagRow,
  load,
  measuredRound,
  median,
  type Round,
  type Server,
  startServer,
  summaryRow,
} from './record-answer-bench.js';
import type { LagReport } from './record-answer-server.js';

type Side = { name: string; server: Server; rounds: Round[] };

export async function answersAgainstBaseline(
  baselineFile: string | undefined,
  { users = 50, seconds = 5, rounds = 6, questions = 20 } = {},
) {
  if (!baselineFile || !existsSync(baselineFile))
    throw new Error(
      'answers-ab needs the baseline build: npm run bench -- answers-ab <record-answer-server.js>',
    );
  const sides: Side[] = [];
  try {
    for (const [name, file] of [
      ['this build', undefined],
      ['baseline', baselineFile],
    ] as const)
      sides.push({ name, server: await startServer({ mode: 'product', questions }, file), rounds: [] });
    for (const side of sides) await load(side.server.ready, side.server.ready, users, 2); // warm-up
    for (let index = 0; index < rounds; index++) {
      // Each pair in the other order than the last, so neither build always runs second.
      for (const side of index % 2 === 0 ? sides : [...sides].reverse()) {
        await ask<LagReport>(side.server.child, { mode: 'lag', reset: true });
        const measured = await measuredRound(side.server, side.server.ready, users, seconds);
        side.rounds.push({ ...measured, lag: await ask<LagReport>(side.server.child, { mode: 'lag' }) });
      }
    }
    const [current, baseline] = sides as [Side, Side];
    const title = `RecordAnswer, ${users} signed-in learners, as fast as they go, this build against ${baselineFile}`;
    printTable(
      `${title}: median of ${rounds} alternating ${seconds} s rounds`,
      sides.map((side) => summaryRow(side.name, side.rounds)),
    );
    printTable(
      `${title}: projection lag (visible) after an append returns`,
      sides.map((side) =>
        lagRow(
          side.name,
          side.rounds.map((r) => (r.lag as LagReport).visible),
        ),
      ),
    );
    const ratios = current.rounds.map((r, index) => r.rps / (baseline.rounds[index]?.rps ?? 1));
    console.log(
      `answers/s, this build / baseline: ${round(median(ratios), 2)} (rounds ${ratios.map((r) => round(r, 2)).join(' / ')})`,
    );
    return { ratio: median(ratios) };
  } finally {
    for (const side of sides) side.server.child.kill();
  }
}
