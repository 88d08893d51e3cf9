import { afterAll, beforeAll } from 'vitest';
import { type ServerSource, type StartedServer, startContainer } from './external-server.js';

/**
 * The MongoDB of the enclosing describe: MONGODB_URL when given, else a `mongo:7` container started before its tests
 * and stopped after them. Answers a function giving the server's URL (known once the tests run).
 */
export function useMongoServer(source: ServerSource): () => string {
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
  return () => url;
}
