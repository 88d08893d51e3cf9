import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommerceOptions } from '@exam/command-api';
import { type Authenticator, loadConfig } from '@exam/platform';
import request from 'supertest';
import { composeStandalone, type Standalone } from '../compose.js';

export const ADMIN = { Authorization: 'Bearer commerce-admin-token' };
/** `learnerN` tokens are learners `learner-N` (any N): concurrency tests need many distinct learners. */
export const learnerHeaders = (n: number) => ({ Authorization: `Bearer learner${n}` });
export const learnerId = (n: number) => `learner-${n}`;

const authenticator: Authenticator = async (token) => {
  if (token === 'commerce-admin-token') return { userId: 'admin-1', username: 'admin', isAdmin: true };
  const match = /^learner(\d+)$/.exec(token);
  return match ? { userId: `learner-${match[1]}`, username: `learner${match[1]}`, isAdmin: false } : null;
};

export type CommerceHarness = {
  standalone: Standalone;
  http: ReturnType<typeof request>;
  close(): Promise<void>;
  /** Waits until every projection group passed the position a command answered. */
  settle(position: number): Promise<void>;
  head(): Promise<number>;
  /** How many events of a type the log holds. */
  count(type: string): Promise<number>;
};

export const startCommerce = async (
  env: Record<string, string> = {},
  commerce?: (standalone: () => Standalone) => CommerceOptions,
): Promise<CommerceHarness> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'commerce-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  let built: Standalone | undefined;
  const standalone = await composeStandalone({
    config,
    authenticator,
    ...(commerce ? { commerce: commerce(() => built as Standalone) } : {}),
  });
  built = standalone;
  return {
    standalone,
    http: request(standalone.app),
    close: async () => {
      await standalone.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    settle: async (position) => {
      await standalone.progress.waitForPosition(position, 5_000);
    },
    head: () => standalone.eventStore.headPosition(),
    count: async (type) => {
      let total = 0;
      for (const event of await standalone.eventStore.readAll({ fromPosition: 0, maxCount: 100_000 }))
        if (event.type === type) total++;
      return total;
    },
  };
};

/** A paid set of 3 questions with 1 trial question, priced 1980 yen; answers the set id and question ids. */
export const createPaidSet = async (
  harness: CommerceHarness,
  overrides: Record<string, unknown> = {},
): Promise<{ setId: string; questionIds: string[] }> => {
  const question = (n: number) => ({
    text: `問${n}: TLSで使われる鍵交換はどれか。`,
    explanation: '解説',
    questionType: 'single',
    options: [
      { text: 'ECDHE', isCorrect: true },
      { text: 'ROT13', isCorrect: false },
    ],
  });
  const response = await harness.http
    .post('/api/question-sets')
    .set(ADMIN)
    .send({
      title: '情報セキュリティ応用',
      description: '有料問題集',
      category: 'セキュリティ技術',
      icon: '🔒',
      isPaid: true,
      price: 1980,
      trialQuestions: 1,
      questions: [question(1), question(2), question(3)],
      ...overrides,
    });
  if (response.status !== 201) throw new Error(`set not created: ${response.status} ${response.text}`);
  await harness.settle(response.body.position);
  return { setId: response.body.data.id, questionIds: response.body.data.questionIds };
};
