// The query-api service (distributed profile): `npm run start:query-api`. Run as many as needed behind a proxy.
import { buildQueryApi } from './query-api.js';
import { runService } from './run-service.js';
import { openServiceStores } from './service-stores.js';

await runService('query-api', async (config, logger) => {
  const stores = await openServiceStores(config);
  const queryApi = await buildQueryApi(config, { ...stores, logger }).catch(async (error: unknown) => {
    await stores.close();
    throw error;
  });
  return {
    server: queryApi.server,
    details: { bus: config.BUS, readStore: config.READ_STORE, web: Boolean(config.WEB_DIST_DIR) },
    shutdown: async () => {
      await queryApi.close();
      await stores.close();
    },
  };
});
