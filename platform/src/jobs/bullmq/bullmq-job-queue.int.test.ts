import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningRedisServer, startRedisServer } from '../../test-support/redis-server.js';
import { jobQueueContract } from '../job-queue.contract.js';
import { BullMqJobQueue } from './bullmq-job-queue.js';

let redis: RunningRedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});

jobQueueContract('BullMQ on redis-server', (name) => BullMqJobQueue.open({ redisUrl: redis.url, name }));

describe('BullMqJobQueue specifics', () => {
  it('refuses a queue name with a colon', async () => {
    await expect(BullMqJobQueue.open({ redisUrl: redis.url, name: 'a:b' })).rejects.toThrow(
      /Invalid queue name/,
    );
  });

  it('given an unreachable Redis, then opening fails naming the address', async () => {
    await expect(BullMqJobQueue.open({ redisUrl: 'redis://127.0.0.1:1', name: 'q' })).rejects.toThrow(
      /Could not connect the job queue q to Redis at redis:\/\/127\.0\.0\.1:1/,
    );
  });
});
