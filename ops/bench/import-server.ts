// The product for the end-to-end import benchmark, in this process (projections in their worker thread, as
// `npm start` runs them): a target set that many learners practised, an unrelated set, one learner's token.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { type CreateQuestionSet, practiceStream, questionSetDecider, questionSetStream } from '@exam/domain';
import { composeStandalone, type Standalone } from '@exam/ops/standalone';
import { createLogger, handleCommand } from '@exam/platform';
import { benchConfig } from './bench-config.js';

export { BENCH_ADMIN_TOKEN } from './bench-config.js';

export type BenchQuestion = { id: string; optionIds: string[] };
export type BenchSet = { id: string; questions: BenchQuestion[] };

export type ImportServer = {
  app: Standalone;
  baseUrl: string;
  learnerToken: string;
  close(): Promise<void>;
};

const question = (index: number) => ({
  id: randomUUID(),
  text: `ベンチマーク既存問題 ${index}`,
  questionType: 'single' as const,
  explanation: '<p>解説</p>',
  options: [0, 1, 2, 3].map((o) => ({ id: randomUUID(), text: `選択肢 ${o}`, isCorrect: o === 0 })),
});

/**
 * `port` and `webDistDir` for a browser: the built web app served, on a fixed port (the embedded provider's
 * issuer is the public URL, so a sign-in needs to know it before the server listens).
 */
export async function startImportServer(
  options: { port?: number; webDistDir?: string } = {},
): Promise<ImportServer> {
  const config = benchConfig('import-e2e-bench', {
    RATE_LIMIT_PER_MINUTE: '0',
    ...(options.port ? { PORT: String(options.port), PUBLIC_URL: `http://127.0.0.1:${options.port}` } : {}),
  });
  const app = await composeStandalone({
    config,
    logger: createLogger({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent' }),
    ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
  });
  const directory = app.identity?.directory;
  if (!directory) throw new Error('the import benchmark needs the embedded provider (IDENTITY=embedded)');
  const account = await directory.createAccount({
    username: 'bench_import_learner',
    email: 'bench_import_learner@example.com',
    password: 'bench-import-password',
  });
  const learnerToken = await directory.issueAccessToken(account.sub);
  await new Promise<void>((resolve) => app.server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    learnerToken,
    close: async () => {
      await app.close();
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}

/** A free set of `count` questions, created by one command and projected. */
export async function createSet(app: Standalone, title: string, count: number): Promise<BenchSet> {
  const questions = Array.from({ length: count }, (_, index) => question(index));
  const id = randomUUID();
  const command: CreateQuestionSet = {
    type: 'CreateQuestionSet',
    data: { questionSetId: id, title, category: 'ベンチマーク', isPaid: false, price: 0, questions },
  };
  const { position } = await handleCommand({
    eventStore: app.eventStore,
    decider: questionSetDecider,
    streamName: questionSetStream(id),
    command,
  });
  if (!(await app.progress.waitForPosition(position, 60_000)))
    throw new Error('projections did not catch up');
  return {
    id,
    questions: questions.map((q) => ({ id: q.id, optionIds: q.options.map((option) => option.id) })),
  };
}

/** `learners` learners who each answered the set's first question (their progress documents exist). */
export async function practise(app: Standalone, set: BenchSet, learners: number): Promise<void> {
  const [first] = set.questions;
  if (!first) throw new Error('the set has no question');
  let position = 0;
  for (let index = 0; index < learners; index += 1) {
    const userId = `bench-learner-${index}`;
    const result = await app.eventStore.append(practiceStream(userId, set.id), [
      {
        id: randomUUID(),
        type: 'AnswerRecorded',
        data: {
          userId,
          questionSetId: set.id,
          questionId: first.id,
          questionIndex: 0,
          selectedOptionIds: [first.optionIds[index % 4]],
          isCorrect: index % 4 === 0,
          timeSpentMs: 1000,
          mode: 'normal',
        },
        metadata: { userId, at: new Date().toISOString() },
      },
    ]);
    position = result.position;
  }
  if (!(await app.progress.waitForPosition(position, 120_000))) throw new Error('practice not projected');
}
