import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../document-store/sqlite/index.js';
import { SqliteEventStore } from '../event-store/sqlite/index.js';
import { BullMqJobQueue } from '../jobs/bullmq/bullmq-job-queue.js';
import type { Notification } from '../notification-bus/port.js';
import { RedisNotificationBus } from '../notification-bus/redis/redis-notification-bus.js';
import { type RunningRedisServer, startRedisServer } from '../test-support/redis-server.js';
import { createJobQueue, createNotificationBus, openDocumentStore, openEventStore } from './open-adapters.js';

describe('adapter selection with local servers', () => {
  let redis: RunningRedisServer;
  let directory: string;
  beforeAll(async () => {
    redis = await startRedisServer();
    directory = mkdtempSync(join(tmpdir(), 'adapters-'));
  });
  afterAll(async () => {
    await redis?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  it('given sqlite, then both stores are SQLite files under DATA_DIR', async () => {
    const eventStore = await openEventStore({ EVENT_STORE: 'sqlite', DATA_DIR: directory });
    const documentStore = await openDocumentStore({ READ_STORE: 'sqlite', DATA_DIR: directory });
    expect(eventStore).toBeInstanceOf(SqliteEventStore);
    expect(documentStore).toBeInstanceOf(SqliteDocumentStore);
    await eventStore.append('a-1', [{ id: randomUUID(), type: 'Happened', data: {} }]);
    expect(await eventStore.headPosition()).toBe(1);
    await Promise.all([eventStore.close(), documentStore.close()]);
  });

  it('given BUS=redis, then what a publisher publishes reaches a subscriber, and the publisher cannot subscribe', async () => {
    const config = { BUS: 'redis' as const, REDIS_URL: redis.url };
    const subscriber = await createNotificationBus(config, { role: 'subscriber' });
    const publisher = await createNotificationBus(config, { role: 'publisher' });
    expect(subscriber).toBeInstanceOf(RedisNotificationBus);
    const received: Notification[] = [];
    subscriber.subscribe((notification) => received.push(notification));

    await publisher.publish({ event: 'invalidate', payload: { position: 3 }, rooms: ['admins'] });

    const deadline = Date.now() + 3000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(received).toEqual([{ event: 'invalidate', payload: { position: 3 }, rooms: ['admins'] }]);
    expect(() => publisher.subscribe(() => {})).toThrow(/role 'subscriber'/);
    await Promise.all([publisher.close(), subscriber.close()]);
  });

  it('given JOBS=bullmq, then the queue is BullMQ on REDIS_URL', async () => {
    const queue = await createJobQueue({ JOBS: 'bullmq', REDIS_URL: redis.url }, 'selection');
    expect(queue).toBeInstanceOf(BullMqJobQueue);
    await queue.close();
  });
});
