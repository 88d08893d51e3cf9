import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidJobIdError, type JobQueue } from './port.js';

export type JobQueueContractFactory = (queueName: string) => Promise<JobQueue>;

/** Polls until `done` holds, failing after a bounded time. */
const eventually = async (done: () => boolean, what: string, timeoutMs = 5000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the promise to reject');
};

/** The behaviour every JobQueue adapter must show. Queue names are unique per test. */
export function jobQueueContract(name: string, factory: JobQueueContractFactory): void {
  describe(`JobQueue contract: ${name}`, () => {
    let queue: JobQueue;

    beforeEach(async () => {
      queue = await factory(`contract-${randomBytes(4).toString('hex')}`);
    });
    afterEach(async () => {
      await queue.close();
    });

    it('given a handler, when a job is enqueued, then it runs with its data, reports progress and completes with its result', async () => {
      const progress: unknown[] = [];
      const completed: unknown[] = [];
      queue.onProgress((event) => progress.push(event));
      queue.onCompleted((event) => completed.push(event));
      queue.process<{ rows: number }, { imported: number }>('import', async (job, { updateProgress }) => {
        await updateProgress(50);
        await updateProgress({ done: job.data.rows, of: job.data.rows });
        return { imported: job.data.rows };
      });

      const { id } = await queue.enqueue('import', { rows: 3 });

      await eventually(() => completed.length === 1, 'the completed event');
      expect(completed).toEqual([{ jobId: id, result: { imported: 3 } }]);
      expect(progress).toEqual([
        { jobId: id, progress: 50 },
        { jobId: id, progress: { done: 3, of: 3 } },
      ]);
    });

    it('given jobs in each state, when their status is asked for, then queued, active, completed with its result, failed with its reason', async () => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const done: string[] = [];
      queue.onCompleted((event) => done.push(event.jobId));
      queue.onFailed((event) => done.push(event.jobId));
      expect(await queue.getJob('never-enqueued')).toBeNull();
      expect(await queue.depth()).toBe(0);
      const queued = await queue.enqueue('status', { wait: true }, { jobId: 'status-queued' });
      expect(await queue.depth()).toBe(1);
      expect(await queue.getJob(queued.id)).toMatchObject({
        id: queued.id,
        name: 'status',
        state: 'queued',
        progress: 0,
      });
      queue.process<{ wait?: boolean; fail?: boolean }>('status', async (job, { updateProgress }) => {
        await updateProgress(40);
        if (job.data.wait) await gate;
        if (job.data.fail) throw new Error('broken line');
        return { imported: 2 };
      });
      const active = async () => (await queue.getJob(queued.id))?.state === 'active';
      const deadline = Date.now() + 5000;
      while (!(await active()) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await queue.getJob(queued.id)).toMatchObject({ state: 'active', progress: 40 });
      release();
      await eventually(() => done.includes(queued.id), 'the first job');
      expect(await queue.getJob(queued.id)).toMatchObject({ state: 'completed', result: { imported: 2 } });
      expect(await queue.depth()).toBe(0);
      const failing = await queue.enqueue('status', { fail: true });
      await eventually(() => done.includes(failing.id), 'the failing job');
      expect(await queue.getJob(failing.id)).toMatchObject({ state: 'failed', failedReason: 'broken line' });
    });

    it('given a delay, then the job runs no earlier than asked, and counts as queued meanwhile', async () => {
      const ranAt: number[] = [];
      queue.process('later', async () => {
        ranAt.push(Date.now());
      });
      const enqueuedAt = Date.now();
      const { id } = await queue.enqueue('later', {}, { delayMs: 300 });
      expect(await queue.getJob(id)).toMatchObject({ state: 'queued' });
      expect(await queue.depth()).toBe(1);
      await eventually(() => ranAt.length === 1, 'the delayed job');
      expect((ranAt[0] ?? 0) - enqueuedAt).toBeGreaterThanOrEqual(290);
    });

    it('given a job enqueued before its handler exists, then it runs once the handler is registered', async () => {
      const seen: unknown[] = [];
      await queue.enqueue('export', { n: 1 });
      queue.process('export', async (job) => {
        seen.push(job.data);
      });
      await eventually(() => seen.length === 1, 'the job to run');
      expect(seen).toEqual([{ n: 1 }]);
    });

    it('given a deterministic job id, when it is enqueued again (waiting or finished), then the job runs once', async () => {
      const runs: string[] = [];
      const completed: string[] = [];
      queue.onCompleted((event) => completed.push(event.jobId));
      const first = await queue.enqueue('rebuild', { v: 1 }, { jobId: 'rebuild-catalogue' });
      const again = await queue.enqueue('rebuild', { v: 2 }, { jobId: 'rebuild-catalogue' });
      queue.process<{ v: number }>('rebuild', async (job) => {
        runs.push(`${job.id}@${job.data.v}`);
      });
      await eventually(() => completed.length === 1, 'the job to complete');
      const afterwards = await queue.enqueue('rebuild', { v: 3 }, { jobId: 'rebuild-catalogue' });
      await new Promise((resolve) => setTimeout(resolve, 100));

      expect([first.id, again.id, afterwards.id]).toEqual(Array(3).fill('rebuild-catalogue'));
      expect(runs).toEqual(['rebuild-catalogue@1']);
    });

    it('given a handler that fails twice, then it is retried with backoff and completes on the third attempt', async () => {
      const attempts: number[] = [];
      const completed: unknown[] = [];
      const failed: unknown[] = [];
      queue.onCompleted((event) => completed.push(event.result));
      queue.onFailed((event) => failed.push(event));
      queue.process('flaky', async (job) => {
        attempts.push(job.attemptsMade);
        if (job.attemptsMade < 2) throw new Error(`try ${job.attemptsMade} failed`);
        return 'finally';
      });

      await queue.enqueue('flaky', {}, { attempts: 3, backoff: { type: 'fixed', delayMs: 10 } });

      await eventually(() => completed.length === 1, 'the completed event');
      expect(attempts).toEqual([0, 1, 2]);
      expect(completed).toEqual(['finally']);
      expect(failed).toEqual([]);
    });

    it('given a handler that always fails, then it fails once for good after every attempt, with exponential backoff', async () => {
      const startedAt: number[] = [];
      const failed: unknown[] = [];
      queue.onFailed((event) => failed.push(event));
      queue.process('broken', async () => {
        startedAt.push(Date.now());
        throw new Error('題目の読み込みに失敗しました');
      });

      const { id } = await queue.enqueue(
        'broken',
        {},
        { attempts: 3, backoff: { type: 'exponential', delayMs: 40 } },
      );

      await eventually(() => failed.length === 1, 'the failed event');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(failed).toEqual([{ jobId: id, reason: '題目の読み込みに失敗しました' }]);
      expect(startedAt).toHaveLength(3);
      const [first, second, third] = startedAt as [number, number, number];
      expect(second - first).toBeGreaterThanOrEqual(35);
      expect(third - second).toBeGreaterThanOrEqual(75);
    });

    it('refuses a job id with a colon or made of digits only, saying why', async () => {
      const colon = await rejection(queue.enqueue('x', {}, { jobId: 'practice:u1' }));
      expect(colon).toBeInstanceOf(InvalidJobIdError);
      expect((colon as Error).message).toMatch(/must not .*contain ':'/);
      await expect(queue.enqueue('x', {}, { jobId: '42' })).rejects.toBeInstanceOf(InvalidJobIdError);
      await expect(queue.enqueue('x', {}, { attempts: 0 })).rejects.toThrow(/attempts/);
    });

    it('given a running job, when the queue is closed, then close waits for it to finish', async () => {
      let finished = false;
      let started = false;
      queue.process('slow', async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 150));
        finished = true;
      });
      await queue.enqueue('slow', {});
      await eventually(() => started, 'the job to start');

      await queue.close();

      expect(finished).toBe(true);
      await expect(queue.enqueue('slow', {})).rejects.toThrow(/closed/);
    });
  });
}
