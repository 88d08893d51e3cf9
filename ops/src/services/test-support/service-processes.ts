import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import type { ServiceEntry } from '../topology.js';

export type { ServiceEntry };

export const repositoryRoot = resolve(import.meta.dirname, '../../../..');
const sourceDir = join(repositoryRoot, 'ops/src/services');
const distDir = join(repositoryRoot, 'ops/dist/services');

const entryFile = (service: ServiceEntry) => join(distDir, `main-${service}.js`);

const newestSource = (dir: string): number =>
  Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.includes('.test.'))
      .map((entry) => statSync(join(dir, entry.name)).mtimeMs),
  );

/**
 * The services run from ops/dist (`npm test` runs `tsc -b` first). When the build is missing or older than
 * these sources it is rebuilt once; if that does not give a current build the test fails saying so.
 */
export const ensureServicesBuilt = (services: readonly ServiceEntry[]): void => {
  // tsc writes the build info on every build of ops; per-file outputs are left alone when unchanged.
  const buildInfo = join(repositoryRoot, 'ops/dist/.tsbuildinfo');
  const stale = () =>
    services.some((service) => !existsSync(entryFile(service))) ||
    !existsSync(buildInfo) ||
    statSync(buildInfo).mtimeMs < newestSource(sourceDir);
  if (!stale()) return;
  const build = spawnSync('npx', ['tsc', '-b'], { cwd: repositoryRoot, encoding: 'utf8', timeout: 180_000 });
  const missing = services.filter((service) => !existsSync(entryFile(service)));
  if (missing.length > 0 || stale())
    throw new Error(
      `ops/dist/services is ${missing.length > 0 ? `missing ${missing.map((s) => `main-${s}.js`).join(', ')}` : 'older than ops/src/services'}: run \`npx tsc -b\` (npm test does) and fix what it reports.\n${build.stdout ?? ''}${build.stderr ?? ''}`,
    );
};

/** Asks the OS for a free loopback port. */
export const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
};

export type ServiceProcess = {
  service: ServiceEntry;
  url: string;
  child: ChildProcess;
  /** Everything the process printed (for failure messages). */
  output(): string;
  /** SIGTERM and wait for the exit (SIGKILL after `graceMs`); resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
  kill(): Promise<void>;
};

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Starts `node ops/dist/services/main-<service>.js` on 127.0.0.1:<port> with `env` added to this environment. */
export const spawnService = (
  service: ServiceEntry,
  port: number,
  env: Record<string, string>,
): ServiceProcess => {
  const child = spawn(process.execPath, [entryFile(service)], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const waitExit = async (): Promise<number | null> => {
    if (!exited(child)) await once(child, 'exit');
    return child.exitCode;
  };
  return {
    service,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => printed,
    async stop(graceMs = 10_000) {
      if (exited(child)) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await waitExit();
      } finally {
        clearTimeout(timer);
      }
    },
    async kill() {
      if (exited(child)) return;
      child.kill('SIGKILL');
      await waitExit();
    },
  };
};

/** Polls GET /ready until it answers 200; fails with the process's output if it dies or the deadline passes. */
export const waitUntilReady = async (service: ServiceProcess, timeoutMs = 40_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (exited(service.child))
      throw new Error(
        `${service.service} exited (${service.child.exitCode ?? service.child.signalCode}):\n${service.output()}`,
      );
    try {
      const response = await fetch(`${service.url}/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${service.service} not ready within ${timeoutMs} ms (last: ${last}):\n${service.output()}`,
  );
};
