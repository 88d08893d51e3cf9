import { userExecutor } from '@exam/command-api';
import { type Config, createLogger, openBlobStore, openEventStore } from '@exam/platform';
import { seedDemoHomeContent } from '../../demo/home-content.js';
import { seedDemoContent } from '../../demo/seed.js';
import { createDemoSignIns } from '../../demo/sign-ins.js';

/**
 * A fresh data folder gets what `npm start` gives one: the demo question sets and home content (through the
 * command handlers) and the demo learner and administrator at the embedded provider. Run before the services
 * start, on the files they will open. Answers whether it seeded.
 */
export const seedFirstRun = async (config: Config): Promise<boolean> => {
  const eventStore = await openEventStore(config);
  try {
    if ((await eventStore.headPosition()) > 0) return false;
    const blobStore = await openBlobStore(config);
    try {
      await seedDemoContent(eventStore, undefined, blobStore);
      await seedDemoHomeContent(eventStore, blobStore);
    } finally {
      await blobStore.close();
    }
    const { createEmbeddedIdentity } = await import('@exam/identity');
    const identity = await createEmbeddedIdentity({
      config,
      logger: createLogger({ ...config, LOG_LEVEL: 'warn' }),
    });
    try {
      await createDemoSignIns({
        directory: identity.directory,
        execute: userExecutor(eventStore),
        dataDir: config.DATA_DIR,
      });
    } finally {
      await identity.close();
    }
    return true;
  } finally {
    await eventStore.close();
  }
};
