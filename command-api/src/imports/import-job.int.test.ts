import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fold, type QuestionSetEvent, questionSetDecider, questionSetStream } from '@exam/domain';
import { type EventStore, InProcessJobQueue, type JobQueue, openSqliteEventStore } from '@exam/platform';
import { BullMqJobQueue } from '@exam/platform/jobs/bullmq';
import { type RunningRedisServer, startRedisServer } from '@exam/platform/test-support';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ExecuteQuestionSetCommands, questionSetExecutor } from '../execution/index.js';
import { IMPORT_JOB, type ImportJobData, type ImportResult, importJobHandler } from './import-job.js';

const SET_ID = '22222222-2222-4222-8222-222222222222';
const LINES = 450; // three chunks of 200, 200, 50
const file = Array.from({ length: LINES }, (_, i) => `問題${i}|はい|いいえ|A|解説${i}`).join('\n');

/** Crashes once, after the first chunk was written: the retried job must pick up without doubling anything. */
const crashingOnce = (execute: ExecuteQuestionSetCommands): ExecuteQuestionSetCommands => {
  let calls = 0;
  return async (id, commands) => {
    calls += 1;
    if (calls === 2) throw new Error('worker died in the middle of the import');
    return execute(id, commands);
  };
};

const questionIds = async (eventStore: EventStore) => {
  const state = fold(
    questionSetDecider,
    (await eventStore.readStream(questionSetStream(SET_ID))) as unknown as QuestionSetEvent[],
  );
  return state.status === 'active' ? state.questions.map((question) => question.id) : [];
};

describe.each([
  ['the in-process queue', async () => new InProcessJobQueue('imports-test')],
  [
    'BullMQ on redis-server',
    async () => BullMqJobQueue.open({ redisUrl: redis.url, name: `imports-${Date.now()}` }),
  ],
])('an import job retried after a crash, on %s', (_, openQueue: () => Promise<JobQueue>) => {
  let dir: string;
  let eventStore: EventStore;
  let jobs: JobQueue;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'import-job-'));
    eventStore = await openSqliteEventStore({ file: join(dir, 'events.db') });
    await questionSetExecutor(eventStore)(SET_ID, [
      { type: 'CreateQuestionSet', data: { questionSetId: SET_ID, title: '取り込み先' }, metadata: {} },
    ]);
    jobs = await openQueue();
  });
  afterEach(async () => {
    await jobs.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('given a worker that dies after the first chunk, when the job is retried, then every line is imported exactly once', async () => {
    const results: ImportResult[] = [];
    const failures: string[] = [];
    jobs.onCompleted((event) => results.push(event.result as ImportResult));
    jobs.onFailed((event) => failures.push(event.reason));
    jobs.process<ImportJobData, ImportResult>(
      IMPORT_JOB,
      importJobHandler(crashingOnce(questionSetExecutor(eventStore))),
    );
    await jobs.enqueue<ImportJobData>(
      IMPORT_JOB,
      { questionSetId: SET_ID, format: 'pipe', text: file, correlationId: 'c-1' },
      { jobId: 'import-retried', attempts: 3, backoff: { type: 'fixed', delayMs: 10 } },
    );
    const deadline = Date.now() + 15_000;
    while (results.length === 0 && failures.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(failures).toEqual([]);
    expect(results[0]).toMatchObject({ success: LINES, failed: 0 });
    const ids = await questionIds(eventStore);
    expect(ids).toHaveLength(LINES);
    expect(new Set(ids).size).toBe(LINES);
  });

  it('given a finished import, when the same job runs again, then nothing is added', async () => {
    const handler = importJobHandler(questionSetExecutor(eventStore));
    const job = {
      id: 'import-twice',
      name: IMPORT_JOB,
      attemptsMade: 0,
      data: { questionSetId: SET_ID, format: 'pipe' as const, text: file, correlationId: 'c-2' },
    };
    const progress: unknown[] = [];
    await handler(job, { updateProgress: async (value) => void progress.push(value) });
    const head = await eventStore.headPosition();
    await handler(job, { updateProgress: async () => {} });
    expect(await eventStore.headPosition()).toBe(head);
    // Each chunk reports its percentage, how far it is and the set (issue 35: the socket relays it to the requester).
    expect(progress).toEqual(
      [44, 89, 100].map((percent, index) => ({
        percent,
        done: Math.min((index + 1) * 200, LINES),
        total: LINES,
        questionSetId: SET_ID,
      })),
    );
  });
});

let redis: RunningRedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});
