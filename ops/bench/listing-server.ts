// A server process of the listing benchmark: the product (standalone composition) or a bare express handler.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CreateQuestionSet, questionSetDecider, questionSetStream } from '@exam/domain';
import { composeStandalone } from '@exam/ops/standalone';
import { createLogger, handleCommand, type LayerSwitches, loadConfig } from '@exam/platform';
import express from 'express';

export type ListingServerStart =
  | { mode: 'product'; sets: number; layers?: LayerSwitches }
  | { mode: 'bare'; body: unknown };

const question = (i: number) => ({
  id: randomUUID(),
  text: `ベンチマーク用の問題 ${i}`,
  questionType: 'single' as const,
  explanation: '<p>解説</p>',
  options: [
    { id: randomUUID(), text: '正解', isCorrect: true },
    { id: randomUUID(), text: '不正解', isCorrect: false },
  ],
});

async function startProduct(sets: number, layers: LayerSwitches = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'listing-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    // Every layer of the product runs: the rate limit counts (with a limit the one address of the load never
    // reaches), CORS is configured (the load sends no Origin, as the app's own pages do not).
    RATE_LIMIT_PER_MINUTE: '1000000000',
    CORS_ORIGINS: 'https://partner.example',
  });
  const app = await composeStandalone({ config, logger: createLogger({ LOG_LEVEL: 'silent' }), layers });
  let position = 0;
  for (let i = 0; i < sets; i++) {
    const questionSetId = randomUUID();
    const command: CreateQuestionSet = {
      type: 'CreateQuestionSet',
      data: {
        questionSetId,
        title: `ベンチマーク問題集 ${i}`,
        description: '負荷計測のための問題集です。',
        category: ['データベース', 'セキュリティ技術', 'ネットワークプロトコル'][i % 3] ?? 'その他',
        icon: '📘',
        isPaid: i % 2 === 0,
        price: i % 2 === 0 ? 1200 : 0,
        trialQuestions: 3,
        questions: Array.from({ length: 5 }, (_, q) => question(q)),
      },
    };
    const result = await handleCommand({
      eventStore: app.eventStore,
      decider: questionSetDecider,
      streamName: questionSetStream(questionSetId),
      command,
    });
    position = result.position;
  }
  if (!(await app.progress.waitForPosition(position, 60_000)))
    throw new Error('projections did not catch up');
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  return (app.server.address() as AddressInfo).port;
}

async function startBare(body: unknown) {
  const app = express();
  app.get('/api/question-sets', (_req, res) => {
    res.json(body);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

process.once('message', async (start: ListingServerStart) => {
  const port =
    start.mode === 'product' ? await startProduct(start.sets, start.layers) : await startBare(start.body);
  process.send?.({ port });
});
