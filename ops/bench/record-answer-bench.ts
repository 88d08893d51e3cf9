// POST /api/practice/{setId}/answers at 50 concurrent signed-in learners (durable SQLite, synchronous=FULL),
// against a bare express handler answering the same JSON, plus projection lag (append -> read model).
import { type ChildProcess, fork } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { LayerName } from '@exam/platform';
import autocannon from 'autocannon';
import { type LayerServer, layerTable } from './layer-table.js';
import { printTable, round } from './measure.js';
import type { AnswerServerReady, AnswerServerStart, LagReport, LagSummary } from './record-answer-server.js';
import { type SteadyRequest, steadyLoad } from './steady-load.js';

const serverFile = fileURLToPath(new URL('./record-answer-server.js', import.meta.url));

export type Server = { child: ChildProcess; ready: AnswerServerReady };

export const ask = <T>(child: ChildProcess, message: object) =>
  new Promise<T>((resolve) => {
    child.once('message', resolve as never);
    child.send(message);
  });

/** `file`: another build's record-answer-server.js (answers-ab compares two builds in one run). */
export async function startServer(start: AnswerServerStart, file = serverFile): Promise<Server> {
  // BENCH_PROFILE_DIR=<dir> writes a CPU profile of each server process (on its exit) for analysis.
  const profile = process.env.BENCH_PROFILE_DIR;
  const execArgv = [
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
  ];
  const child = fork(file, [], { stdio: 'inherit', execArgv });
  return { child, ready: await ask<AnswerServerReady>(child, start) };
}

type Call = { status: number; body: string };

function post(port: number, path: string, token: string, payload: string): Promise<Call> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          Authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The answers of one learner: a turn through the set's questions, a different option each round. */
const answersOf = (target: AnswerServerReady, user: number) =>
  target.questions.map((question, turn) => ({
    path: `/api/practice/${target.setId}/answers`,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${target.tokens[user % Math.max(1, target.tokens.length)] ?? 'bare'}`,
    },
    body: JSON.stringify({
      questionId: question.id,
      selectedOptionIds: [question.optionIds[(turn + user) % question.optionIds.length]],
      timeSpentMs: 1500,
    }),
  }));

/**
 * `users` learners, one keep-alive connection each with one request in flight. Without a rate: autocannon, as
 * fast as the answers come back (its client costs less CPU than node:http, and this machine's two cores serve
 * the load generator too). With a rate: steadyLoad, requests due at even intervals.
 */
export async function load(
  server: AnswerServerReady,
  target: AnswerServerReady,
  users: number,
  seconds: number,
  rate?: number,
) {
  const learners = Array.from({ length: users }, (_, user) => answersOf(target, user));
  if (rate) {
    return steadyLoad({
      port: server.port,
      connections: users,
      rate,
      seconds,
      requestFor: (index) => {
        const answers = learners[index % users] ?? [];
        return answers[Math.floor(index / users) % answers.length] as SteadyRequest;
      },
    });
  }
  let nextUser = 0;
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: users,
    duration: seconds,
    requests: (learners[0] ?? []).map((answer) => ({ method: 'POST' as const, ...answer })),
    setupClient: (client) => {
      const answers = learners[nextUser++ % users] ?? [];
      client.setRequests(answers.map((answer) => ({ method: 'POST' as const, ...answer })));
    },
  });
  const cpu = process.cpuUsage(cpuBefore);
  const count = result.requests.total;
  return {
    rps: count / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    count,
    clientCpuUsPerAnswer: (cpu.user + cpu.system) / Math.max(1, count),
  };
}

const serverCpu = (child: ChildProcess) => ask<{ user: number; system: number }>(child, { mode: 'cpu' });

export type Round = Awaited<ReturnType<typeof load>> & { serverCpuUsPerAnswer: number; lag?: LagReport };

/** One load round against a server, with that server's CPU (all threads) per answer. */
export async function measuredRound(
  server: Server,
  target: AnswerServerReady,
  users: number,
  seconds: number,
  rate?: number,
) {
  const before = await serverCpu(server.child);
  const run = await load(server.ready, target, users, seconds, rate);
  const after = await serverCpu(server.child);
  const cpu = after.user + after.system - before.user - before.system;
  return { ...run, serverCpuUsPerAnswer: cpu / Math.max(1, run.count) };
}

const TARGET_RATE = 3000;

/** The answer is a direct route: it reads its JSON body and finds its route itself (no express parser, no router). */
const ANSWER_LAYERS: LayerName[] = ['rateLimit', 'securityHeaders', 'cors', 'compression', 'metrics', 'auth'];

export const summaryRow = (server: string, measured: Round[]) => ({
  server,
  'answers/s': round(median(measured.map((r) => r.rps)), 0),
  'p50 ms': median(measured.map((r) => r.p50)),
  'p99 ms': median(measured.map((r) => r.p99)),
  errors: measured.reduce((sum, r) => sum + r.errors, 0),
  'server CPU µs/answer': round(median(measured.map((r) => r.serverCpuUsPerAnswer)), 0),
  'client CPU µs/answer': round(median(measured.map((r) => r.clientCpuUsPerAnswer)), 0),
});

export const lagRow = (measure: string, lags: LagSummary[]) => ({
  measure,
  samples: lags.reduce((sum, l) => sum + l.samples, 0),
  'p50 ms': round(median(lags.map((l) => l.p50)), 2),
  'p99 ms': round(median(lags.map((l) => l.p99)), 2),
  'max ms': round(Math.max(...lags.map((l) => l.max)), 2),
});

export const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

/**
 * Product and bare baseline in alternating rounds (this VM's speed drifts by tens of percent within a minute:
 * alternating keeps the comparison fair); each figure is the median over the rounds.
 */
export async function recordAnswerBenchmark({ users = 50, seconds = 5, rounds = 3, questions = 20 } = {}) {
  const product = await startServer({ mode: 'product', questions });
  try {
    const sample = await post(
      product.ready.port,
      `/api/practice/${product.ready.setId}/answers`,
      'bench-user-sample',
      JSON.stringify({
        questionId: product.ready.questions[0]?.id,
        selectedOptionIds: [product.ready.questions[0]?.optionIds[0]],
      }),
    );
    if (sample.status !== 200) throw new Error(`sample answer failed: ${sample.status} ${sample.body}`);
    const bare = await startServer({ mode: 'bare', body: JSON.parse(sample.body) });
    try {
      await load(product.ready, product.ready, users, 2); // warm-up
      await load(bare.ready, product.ready, users, 2);
      // Each pair of rounds runs the product and then the bare handler under the same load.
      const alternatingRounds = async (rate?: number) => {
        const productRounds: Round[] = [];
        const bareRounds: Round[] = [];
        for (let index = 0; index < rounds; index++) {
          await ask<LagReport>(product.child, { mode: 'lag', reset: true });
          const productRound = await measuredRound(product, product.ready, users, seconds, rate);
          productRounds.push({ ...productRound, lag: await ask<LagReport>(product.child, { mode: 'lag' }) });
          bareRounds.push(await measuredRound(bare, product.ready, users, seconds, rate));
        }
        return { productRounds, bareRounds };
      };
      const saturated = await alternatingRounds();
      const atTarget = await alternatingRounds(TARGET_RATE);
      const report = (
        title: string,
        { productRounds, bareRounds }: Awaited<ReturnType<typeof alternatingRounds>>,
      ) => {
        const rows = [
          summaryRow('POST /api/practice/{id}/answers (product, durable)', productRounds),
          summaryRow('bare express, same JSON', bareRounds),
        ];
        printTable(`${title}: median of ${rounds} alternating ${seconds} s rounds`, rows);
        printTable(
          `${title}: each round (answers/s, p99 ms)`,
          productRounds.map((productRound, index) => ({
            round: index + 1,
            product: `${round(productRound.rps, 0)} / ${productRound.p99}`,
            bare: `${round(bareRounds[index]?.rps ?? 0, 0)} / ${bareRounds[index]?.p99 ?? 0}`,
            ratio: round(productRound.rps / (bareRounds[index]?.rps ?? 1), 2),
          })),
        );
        const reports = productRounds.map((r) => r.lag as LagReport);
        const lag = [
          lagRow(
            'visible: learning read models committed',
            reports.map((r) => r.visible),
          ),
          lagRow(
            'heard: the HTTP thread learns of it',
            reports.map((r) => r.heard),
          ),
        ];
        printTable(`${title}: projection lag after an append returns, median of the rounds`, lag);
        return { rows, lag };
      };
      const atMost = report(`RecordAnswer, ${users} signed-in learners, as fast as they go`, saturated);
      const fixed = report(
        `RecordAnswer, ${users} signed-in learners, ${TARGET_RATE} answers/s offered`,
        atTarget,
      );
      const ratio = round(
        median(saturated.productRounds.map((r, index) => r.rps / (saturated.bareRounds[index]?.rps ?? 1))),
        2,
      );
      console.log(
        `ratio product / bare (as fast as they go) = ${ratio}; targets: >= ${TARGET_RATE} answers/s, ratio >= 0.8, p99 <= 20 ms, lag p99 <= 20 ms`,
      );
      // BENCH_LAYERS=off leaves out the price of each layer (a quicker run when only the headline figures matter).
      if (process.env.BENCH_LAYERS === 'off')
        return { saturated: atMost, atTarget: fixed, ratio, layers: [] };
      const asLayerServer = (server: Server): LayerServer => ({
        measure: () => load(server.ready, server.ready, users, seconds),
        stop: () => server.child.kill(),
      });
      const layers = await layerTable(
        `RecordAnswer, ${users} signed-in learners`,
        ANSWER_LAYERS,
        asLayerServer(product),
        async (off) => asLayerServer(await startServer({ mode: 'product', questions, layers: off })),
      );
      return { saturated: atMost, atTarget: fixed, ratio, layers };
    } finally {
      bare.child.kill();
    }
  } finally {
    product.child.kill();
  }
}
