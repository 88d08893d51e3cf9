import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningRedisServer, startRedisServer } from '../../test-support/redis-server.js';
import { notificationBusContract } from '../notification-bus.contract.js';
import { RedisNotificationBus } from './redis-notification-bus.js';

let redis: RunningRedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

notificationBusContract(
  'Redis pub/sub',
  async () => {
    const channel = `test:${Math.random().toString(36).slice(2)}`;
    const publisher = await RedisNotificationBus.connect({ url: redis.url, channel, receive: false });
    const subscriber = await RedisNotificationBus.connect({ url: redis.url, channel });
    return {
      publisher,
      subscriber,
      cleanup: async () => {
        await Promise.all([publisher.close(), subscriber.close()]);
      },
    };
  },
  settle,
);

describe('RedisNotificationBus specifics', () => {
  it('given a publish-only bus, then subscribing fails with a clear message', async () => {
    const bus = await RedisNotificationBus.connect({ url: redis.url, receive: false });
    expect(() => bus.subscribe(() => {})).toThrow(/only publishes/);
    await bus.close();
  });

  it('given an unreachable server, then connecting fails naming the address', async () => {
    await expect(
      RedisNotificationBus.connect({ url: 'redis://127.0.0.1:1', receive: false }),
    ).rejects.toThrow(/redis:\/\/127\.0\.0\.1:1/);
  });

  it('given a closed bus, then publish rejects', async () => {
    const bus = await RedisNotificationBus.connect({ url: redis.url, receive: false });
    await bus.close();
    await expect(bus.publish({ event: 'e', payload: 1 })).rejects.toThrow(/closed/);
  });
});
