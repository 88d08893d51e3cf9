import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { serverSource } from '../../test-support/external-server.js';
import { useMongoServer } from '../../test-support/mongo-server.js';
import { blobStoreContract } from '../blob-store.contract.js';
import { connectGridFsBlobStore } from './gridfs-blob-store.js';

const source = await serverSource('MONGODB_URL', 'MongoDB');

describe.skipIf(source.kind === 'unavailable')('GridFS BlobStore', () => {
  const mongoUrl = useMongoServer(source);

  // One database per test, dropped afterwards.
  blobStoreContract('GridFS', async () => {
    const store = await connectGridFsBlobStore({
      url: mongoUrl(),
      database: `blobs_${randomBytes(4).toString('hex')}`,
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
