import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, connectRedis } from '../redis-connection/index.js';
import { type RunningRedisServer, startRedisServer } from '../test-support/redis-server.js';
import { AttemptCounter } from './attempt-counter.js';

describe('AttemptCounter (issue 37)', () => {
  let server: RunningRedisServer;
  const clients: Redis[] = [];
  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(clients.map(closeRedis));
    await server?.stop();
  });
  const redisClient = async () => {
    const client = await connectRedis(server.url, { purpose: 'the throttle test' });
    clients.push(client);
    return client;
  };
  const name = () => `test-${Math.random().toString(36).slice(2)}`;

  it('given a parallel burst of 30 reservations against 5 points, then exactly 5 get through (in-process)', async () => {
    const counter = new AttemptCounter({ name: name(), points: 5, windowSeconds: 60 });
    const waits = await Promise.all(Array.from({ length: 30 }, () => counter.reserve('key')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait > 0 && wait <= 60)).toHaveLength(25);
  });

  it('given two processes sharing Redis, when both take a burst, then together they get the points once', async () => {
    const shared = name();
    const first = new AttemptCounter({
      name: shared,
      points: 5,
      windowSeconds: 60,
      redis: await redisClient(),
    });
    const second = new AttemptCounter({
      name: shared,
      points: 5,
      windowSeconds: 60,
      redis: await redisClient(),
    });
    const waits = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? first : second).reserve('key')),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    // A point given back by one process is there for the other.
    for (let i = 0; i < 5; i++) expect(await first.reserve('fresh')).toBe(0);
    expect(await second.reserve('fresh')).toBeGreaterThan(0);
    await second.refund('fresh');
    await second.refund('fresh');
    expect(await first.reserve('fresh')).toBe(0);
    await first.clear('fresh');
    expect(await second.count('fresh')).toBe(0);
  });

  it('given a key blocked for a while, then it waits that long, and counting attempts never refuses', async () => {
    const counter = new AttemptCounter({ name: name(), points: 1, windowSeconds: 60 });
    await counter.block('key', 3);
    const wait = await counter.reserve('key');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3);
    expect(await counter.add('other')).toBe(1);
    expect(await counter.add('other')).toBe(2);
  });
});
