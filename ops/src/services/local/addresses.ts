import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The repository root, from ops/dist/services/local or ops/src/services/local alike. */
export const repositoryRoot = resolve(import.meta.dirname, '../../../..');

/** A loopback port the OS says is free right now. */
export const freeLoopbackPort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
};
