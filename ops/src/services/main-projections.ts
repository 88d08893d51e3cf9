// The projections service (distributed profile): `npm run start:projections`. One process per projection group.
import { createServer } from 'node:http';
import { createNotificationBus } from '@exam/platform';
import { drainHttpServer } from './http-server.js';
import { startProjections } from './projections.js';
import { runService } from './run-service.js';
import { openServiceStores } from './service-stores.js';

await runService('projections', async (config, logger) => {
  const stores = await openServiceStores(config);
  const opened: Array<{ close(): Promise<void> }> = [stores];
  const closeOpened = async () => {
    for (const resource of opened.reverse()) await resource.close().catch(() => {});
  };
  try {
    const bus = await createNotificationBus(config, {
      role: 'publisher',
      onHandlerError: (error) => logger.error({ err: error }, 'notification handler failed'),
    });
    opened.push(bus);
    const projections = await startProjections(config, { ...stores, bus, logger });
    const server = createServer(projections.app);
    return {
      server,
      details: { groups: [...projections.runners.keys()], bus: config.BUS },
      shutdown: async () => {
        // Each runner commits the batch it holds and closes its subscription; then the connections close.
        await projections.stop();
        await drainHttpServer(server, 1_000);
        await bus.close();
        await stores.close();
      },
    };
  } catch (error) {
    await closeOpened();
    throw error;
  }
});
