import { describe, expect, it } from 'vitest';
import { jobQueueContract } from '../job-queue.contract.js';
import { InProcessJobQueue } from './in-process-job-queue.js';

jobQueueContract('in-process', async (name) => new InProcessJobQueue(name));

describe('InProcessJobQueue specifics', () => {
  it('given a finished job older than the retention, then its id no longer deduplicates', async () => {
    let now = 0;
    const queue = new InProcessJobQueue('q', { keepFinishedMs: 1000, now: () => now });
    const runs: unknown[] = [];
    queue.process('j', async (job) => {
      runs.push(job.data);
    });
    await queue.enqueue('j', 1, { jobId: 'same' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    now = 5000;
    await queue.enqueue('j', 2, { jobId: 'same' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toEqual([1, 2]);
    await queue.close();
  });
});
