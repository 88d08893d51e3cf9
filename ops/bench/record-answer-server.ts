// A server process of the answers benchmark: the product (standalone composition, durable SQLite) or a bare
// express handler answering the same JSON. The product also measures projection lag: append -> the learning
// read models have committed that position.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { composeStandalone } from '@exam/ops/standalone';
import { createLogger, type LayerSwitches } from '@exam/platform';
import express from 'express';
import { benchConfig } from './bench-config.js';
import { percentile } from './measure.js';
import { seedFreeSet } from './seed-set.js';

export type AnswerServerStart =
  | { mode: 'product'; questions: number; layers?: LayerSwitches }
  | { mode: 'bare'; body: unknown };
export type AnswerServerReady = {
  port: number;
  setId: string;
  questions: Array<{ id: string; optionIds: string[] }>;
  /** One access token per bench learner, signed by the embedded provider's key (empty for the bare server). */
  tokens: string[];
};

/** Learners the bench may use (its load uses up to this many connections). */
const BENCH_LEARNERS = 64;
export type LagSummary = { samples: number; p50: number; p99: number; max: number };
/** visible: append returned -> the worker committed the read models (readers see them from then on);
 *  heard: append returned -> this thread learnt of that commit (read-your-writes waits resolve then). */
export type LagReport = { visible: LagSummary; heard: LagSummary };

const pick = (env: NodeJS.ProcessEnv, keys: string[]) =>
  Object.fromEntries(keys.flatMap((key) => (env[key] ? [[key, env[key]]] : [])));

/** The product's data folder (a fresh one per server), removed when this process exits. */
let dataDir: string | undefined;
const visibleSamples: number[] = [];
const heardSamples: number[] = [];
const wallClock = () => performance.timeOrigin + performance.now();

const summary = (samples: number[]): LagSummary => {
  const sorted = [...samples].sort((x, y) => x - y);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
};

async function startProduct(questionCount: number, layers: LayerSwitches = {}): Promise<AnswerServerReady> {
  const config = benchConfig('answers-bench', {
    // Every layer of the product runs: the rate limit counts (with a limit the one address of the load never
    // reaches), CORS is configured (the load sends no Origin, as the app's own pages do not).
    RATE_LIMIT_PER_MINUTE: '1000000000',
    CORS_ORIGINS: 'https://partner.example',
    // Threading settings may be varied from the bench's environment (their defaults otherwise).
    ...pick(process.env, ['PROJECTIONS_THREAD', 'EVENT_STORE_WRITER']),
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
  });
  dataDir = config.DATA_DIR;
  // The product's own authenticator: every answer carries a real access token (a JWT signed by the embedded
  // provider's key), so the figure includes verifying it.
  const app = await composeStandalone({
    config,
    logger: createLogger({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent' }),
    layers,
  });
  const directory = app.identity?.directory;
  if (!directory) throw new Error('the answers benchmark needs the embedded provider (IDENTITY=embedded)');
  const tokens: string[] = [];
  for (let learner = 0; learner < BENCH_LEARNERS; learner += 1) {
    const account = await directory.createAccount({
      username: `bench_user_${learner}`,
      email: `bench_user_${learner}@example.com`,
      password: `bench-password-${learner}`,
    });
    tokens.push(await directory.issueAccessToken(account.sub));
  }
  const questions = Array.from({ length: questionCount }, (_, i) => ({
    id: randomUUID(),
    text: `ベンチマーク用の問題 ${i}`,
    questionType: 'single' as const,
    explanation: '<p>解説</p>',
    options: [0, 1, 2, 3].map((o) => ({ id: randomUUID(), text: `選択肢 ${o}`, isCorrect: o === 0 })),
  }));
  const setId = randomUUID();
  await seedFreeSet(app, setId, '解答ベンチマーク', questions);

  // Lag: from the moment an append returns to the moment the learning group has committed its position (in
  // the worker's clock: visible), and to the moment this thread hears of it (heard); 0 when it had already. Both
  // are read off the group's commit reports, so the measurement adds no waiter per answer to the product's thread.
  const pending: Array<{ position: number; appendedAt: number }> = [];
  app.learningRunner.onCommitted?.((committed, committedAt) => {
    const heardAt = wallClock();
    while (pending.length > 0 && (pending[0]?.position ?? Number.POSITIVE_INFINITY) <= committed) {
      const done = pending.shift() as { appendedAt: number };
      visibleSamples.push(Math.max(0, committedAt - done.appendedAt));
      heardSamples.push(heardAt - done.appendedAt);
    }
  });
  const eventStore = app.eventStore;
  const append = eventStore.append.bind(eventStore);
  eventStore.append = async (...args) => {
    const result = await append(...args);
    const appendedAt = wallClock();
    // The projections thread hears of a commit from the writer thread directly, so this thread may hear that
    // the group passed the position before it hears that the append returned: visible before it was answered.
    if (app.learningRunner.position() >= result.position) {
      visibleSamples.push(0);
      heardSamples.push(0);
    } else pending.push({ position: result.position, appendedAt });
    return result;
  };

  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  return {
    port: (app.server.address() as AddressInfo).port,
    setId,
    questions: questions.map((question) => ({
      id: question.id,
      optionIds: question.options.map((o) => o.id),
    })),
    tokens,
  };
}

async function startBare(body: unknown): Promise<AnswerServerReady> {
  const app = express();
  app.use(express.json());
  app.post('/api/practice/:setId/answers', (_req, res) => {
    res.setHeader('X-Event-Position', '1');
    res.json(body);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { port: (server.address() as AddressInfo).port, setId: 'bare', questions: [], tokens: [] };
}

process.on(
  'message',
  async (message: AnswerServerStart | { mode: 'lag'; reset?: boolean } | { mode: 'cpu' }) => {
    // CPU of the whole process (every thread: HTTP, the projections worker, SQLite).
    if (message.mode === 'cpu') {
      process.send?.(process.cpuUsage());
      return;
    }
    if (message.mode === 'lag') {
      const report: LagReport = { visible: summary(visibleSamples), heard: summary(heardSamples) };
      if (message.reset) {
        visibleSamples.length = 0;
        heardSamples.length = 0;
      }
      process.send?.(report);
      return;
    }
    const ready =
      message.mode === 'product'
        ? await startProduct(message.questions, message.layers)
        : await startBare(message.body);
    process.send?.(ready);
  },
);

// Exit normally on the parent's kill, so a --cpu-prof profile (BENCH_PROFILE_DIR) is written, and remove the
// product's data folder (a run of the answers bench writes 100 MB or more of log and read models per server).
process.on('SIGTERM', () => process.exit(0));
process.on('exit', () => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
