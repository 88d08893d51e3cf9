// The command-api service (distributed profile): `npm run start:command-api`.
import { createServer } from 'node:http';
import { withDelivery } from '@exam/platform';
import { buildCommandApi } from './command-api.js';
import { drainHttpServer } from './http-server.js';
import { runService } from './run-service.js';
import { openServiceStores } from './service-stores.js';

await runService('command-api', async (config, logger) => {
  const stores = await openServiceStores(config);
  // Any number of command-api processes: with Redis they share the redeem throttle's counts.
  const redis = config.REDIS_URL ? await import('@exam/platform/redis-connection') : null;
  const throttleRedis =
    redis && config.REDIS_URL
      ? await redis
          .connectRedis(config.REDIS_URL, {
            purpose: 'the redeem throttle',
            onError: (error: Error) => logger.warn({ err: error }, 'redeem throttle Redis error'),
          })
          .catch(async (error: unknown) => {
            await stores.close();
            throw error;
          })
      : undefined;
  const { listener, lifecycle } = buildCommandApi(config, {
    ...stores,
    logger,
    ...(throttleRedis ? { throttleRedis } : {}),
  });
  const server = createServer(withDelivery(listener, config));
  return {
    server,
    details: { eventStore: config.EVENT_STORE, readStore: config.READ_STORE },
    shutdown: async () => {
      lifecycle.stopping = true;
      // Commands in flight finish (their events are appended) before the stores close.
      await drainHttpServer(server, config.SHUTDOWN_GRACE_MS);
      await stores.close();
      if (redis && throttleRedis) await redis.closeRedis(throttleRedis);
    },
  };
});
