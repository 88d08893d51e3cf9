import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { serverSource } from '../../test-support/external-server.js';
import { useMongoServer } from '../../test-support/mongo-server.js';
import { documentStoreContract } from '../document-store.contract.js';
import { MongoDocumentStore } from './mongo-document-store.js';

const source = await serverSource('MONGODB_URL', 'MongoDB');

describe.skipIf(source.kind === 'unavailable')('MongoDocumentStore', () => {
  const mongoUrl = useMongoServer(source);

  // One database per test: checkpoints and generation maps of one test cannot leak into another.
  documentStoreContract('MongoDB', async () => {
    const store = await MongoDocumentStore.connect({
      url: mongoUrl(),
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
