import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repositoryRoot } from '../services/test-support/service-processes.js';
import { readRunningServer } from './running-server.js';

/*
 * `npm start` as a user runs it (npm, its `sh -c`, scripts/start.mjs, the server): it listens on loopback only
 * by default, and a SIGTERM to npm stops the server too (sh does not pass signals on; the script notices).
 * npm test has built everything before vitest runs, so the script's build steps find nothing to do.
 */

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const waitFor = async <T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => resolve(true) || socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false) || socket.destroy());
  });

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
  let npm: ChildProcess;
  let printed = '';
  let port = 0;
  let serverPid = 0;

  beforeAll(async () => {
    port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    delete env.HOST;
    npm = spawn('npm', ['start'], { cwd: repositoryRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      printed = (printed + chunk.toString()).slice(-20_000);
    };
    npm.stdout?.on('data', keep);
    npm.stderr?.on('data', keep);
    serverPid = await waitFor(
      `npm start did not come up (${printed})`,
      async () => {
        if (npm.exitCode !== null) throw new Error(`npm start exited ${npm.exitCode}:\n${printed}`);
        const running = readRunningServer(dataDir);
        if (!running) return undefined;
        const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        return health?.ok ? running.pid : undefined;
      },
      150_000,
    );
  }, 180_000);

  afterAll(async () => {
    if (npm && npm.exitCode === null) npm.kill('SIGKILL');
    if (serverPid && isAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('given no HOST, then the server listens on 127.0.0.1 and not on the other addresses of the machine', async () => {
    expect(await accepts('127.0.0.1', port)).toBe(true);
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.internal && address.family === 'IPv4')
      .map((address) => address?.address as string);
    if (others.length === 0)
      console.warn('no non-loopback IPv4 address on this machine: only loopback checked');
    for (const address of others) expect(await accepts(address, port), address).toBe(false);
  });

  it('given the running server, when npm receives SIGTERM, then the server stops with it and frees its port', async () => {
    npm.kill('SIGTERM');
    await once(npm, 'exit');
    await waitFor(
      `server pid ${serverPid} still alive`,
      () => (isAlive(serverPid) ? undefined : true),
      30_000,
    );
    expect(await accepts('127.0.0.1', port)).toBe(false);
    expect(readRunningServer(dataDir)).toBeNull();
  }, 40_000);
});
