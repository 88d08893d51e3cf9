import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export type RunningRedisServer = { url: string; port: number; stop(): Promise<void> };

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';
const READY_TIMEOUT_MS = 5000;

/** Asks the OS for a free port on the loopback interface. */
const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('Could not pick a free port');
  return address.port;
};

const stopProcess = async (child: ChildProcess): Promise<void> => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
};

/** Polls PING until the server answers, the process dies, or the deadline passes. */
const waitUntilReady = async (child: ChildProcess, port: number): Promise<void> => {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    const probe = new Redis({
      host: '127.0.0.1',
      port,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      connectTimeout: 500,
    });
    probe.on('error', () => {});
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      // not listening yet
    } finally {
      probe.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not answer PING within ${READY_TIMEOUT_MS} ms`);
};

/**
 * Starts a throw-away Debian redis-server on 127.0.0.1 (no persistence) for integration tests; `stop` kills it
 * and waits for the exit. Tried on a few ports because a free port can be taken between asking and binding.
 */
export const startRedisServer = async (): Promise<RunningRedisServer> => {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const spawnFailure = new Promise<never>((_, reject) => child.once('error', reject));
    spawnFailure.catch(() => {});
    try {
      await Promise.race([waitUntilReady(child, port), spawnFailure]);
      return { url: `redis://127.0.0.1:${port}`, port, stop: () => stopProcess(child) };
    } catch (error) {
      lastError = error;
      await stopProcess(child);
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') break;
    }
  }
  throw new Error(`Could not start redis-server: ${String(lastError)}`);
};
