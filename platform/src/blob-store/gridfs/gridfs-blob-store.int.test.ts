import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { type StartedServer, serverSource, startContainer } from '../../test-support/external-server.js';
import { blobStoreContract } from '../blob-store.contract.js';
import { connectGridFsBlobStore } from './gridfs-blob-store.js';

const source = await serverSource('MONGODB_URL', 'MongoDB');

describe.skipIf(source.kind === 'unavailable')('GridFS BlobStore', () => {
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

  // One database per test, dropped afterwards.
  blobStoreContract('GridFS', async () => {
    const store = await connectGridFsBlobStore({ url, database: `blobs_${randomBytes(4).toString('hex')}` });
    return {
      store,
      cleanup: async () => {
        await store.dropDatabase();
        await store.close();
      },
    };
  });
});
