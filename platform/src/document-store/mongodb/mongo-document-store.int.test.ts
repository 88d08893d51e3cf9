import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { type StartedServer, serverSource, startContainer } from '../../test-support/external-server.js';
import { documentStoreContract } from '../document-store.contract.js';
import { MongoDocumentStore } from './mongo-document-store.js';

const source = await serverSource('MONGODB_URL', 'MongoDB');

describe.skipIf(source.kind === 'unavailable')('MongoDocumentStore', () => {
  let server: StartedServer | null = null;
  let url = source.kind === 'url' ? source.url : '';

  beforeAll(async () => {
    if (source.kind !== 'container') return;
    server = await startContainer({
      image: 'mongo:7',
      port: 27017,
      toUrl: (host, port) => `mongodb://${host}:${port}/?directConnection=true`,
    });
    url = server.url;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  // One database per test: checkpoints and generation maps of one test cannot leak into another.
  documentStoreContract('MongoDB', async () => {
    const store = await MongoDocumentStore.connect({
      url,
      database: `contract_${randomBytes(4).toString('hex')}`,
    });
    return {
      store,
      cleanup: async () => {
        await store.dropDatabase();
        await store.close();
      },
    };
  });
});
