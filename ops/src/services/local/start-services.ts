import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { loadConfig } from '@exam/platform';
import { ensureAdminToken } from '../../standalone/admin-token.js';
import { appServices, entryScript, sharedEnvironment } from '../topology.js';
import { freeLoopbackPort as freePort, repositoryRoot } from './addresses.js';
import { seedFirstRun } from './first-run.js';
import { answersOk, type LocalProcess, startLocalProcess, waitUntil } from './local-process.js';
import { renderLocalNginxConfig } from './nginx-config.js';

export type LocalServicesOptions = {
  /** Where the proxy listens (127.0.0.1) and so the one origin. */
  proxyPort: number;
  /** Shared by every process: the event log, read models, uploads and the provider's database. */
  dataDir: string;
  /** The origin users open; default http://localhost:<proxyPort>. */
  publicUrl?: string;
  /** The environment the services inherit (LOG_LEVEL, NODE_ENV, ADMIN_API_TOKEN, SMTP_URL...). */
  env?: NodeJS.ProcessEnv;
  /** Per process start-up deadline. */
  readyTimeoutMs?: number;
};

export type LocalServices = {
  publicUrl: string;
  adminToken: string;
  /** Name -> loopback port of every process (redis, the application services, proxy). */
  ports: Record<string, number>;
  processes: LocalProcess[];
  /** Stops every process, the proxy first and Redis last; safe to call twice. */
  stop(): Promise<void>;
};

const pingRedis = (port: number) => () =>
  new Promise<boolean>((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1_000, () => {
      done(false);
      socket.destroy();
    });
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      done(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
  });

/**
 * The distributed profile of docker-compose.yml as local processes: redis-server, then the application services
 * of ops/src/services/topology.ts in order (each started once those it comes after are ready), then Debian's
 * nginx with ops/nginx/default.conf in front of them on one origin. SQLite files in one data folder stand in for
 * EventStoreDB and MongoDB. A fresh folder is seeded with the demo content and sign-ins first.
 */
export const startLocalServices = async (options: LocalServicesOptions): Promise<LocalServices> => {
  const dataDir = resolve(options.dataDir);
  const runDir = join(dataDir, 'services-run');
  for (const dir of ['redis', 'nginx']) mkdirSync(join(runDir, dir), { recursive: true });
  const publicUrl = (options.publicUrl ?? `http://localhost:${options.proxyPort}`).replace(/\/$/, '');
  const inherited = { ...(options.env ?? process.env) };
  for (const name of ['HOST', 'PORT', 'PROJECTION_GROUPS']) delete inherited[name];
  const adminToken = ensureAdminToken(dataDir, inherited.ADMIN_API_TOKEN || undefined);

  const ports: Record<string, number> = { redis: await freePort(), proxy: options.proxyPort };
  for (const service of appServices) ports[service.name] = await freePort();
  const common: NodeJS.ProcessEnv = {
    LOG_LEVEL: 'info',
    ...inherited,
    ...sharedEnvironment,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    EVENT_STORE: 'sqlite',
    READ_STORE: 'sqlite',
    BLOB_STORE: 'fs',
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    OIDC_JWKS_URL: `http://127.0.0.1:${ports.identity}/oidc/jwks`,
    ADMIN_API_TOKEN: adminToken,
    HOST: '127.0.0.1',
  };
  await seedFirstRun(loadConfig({ ...common, PORT: String(options.proxyPort) }));

  const processes: LocalProcess[] = [];
  const prefixWidth = Math.max(
    ...['redis', 'proxy', ...appServices.map((service) => service.name)].map((n) => n.length),
  );
  const timeout = options.readyTimeoutMs ?? 60_000;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const running of [...processes].reverse()) await running.stop();
    rmSync(join(runDir, 'processes.json'), { force: true });
  };
  const start = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv = common) => {
    const started = startLocalProcess(name, command, args, { env, cwd: repositoryRoot, prefixWidth });
    processes.push(started);
    return started;
  };

  try {
    const redis = start('redis', 'redis-server', [
      '--port',
      String(ports.redis),
      '--bind',
      '127.0.0.1',
      '--dir',
      join(runDir, 'redis'),
      // As docker-compose.yml runs it: the append-only file, and no eviction of BullMQ's keys.
      '--appendonly',
      'yes',
      '--maxmemory-policy',
      'noeviction',
      '--save',
      '',
    ]);
    await waitUntil(redis, 'answering PING', pingRedis(ports.redis), timeout);

    const ready = new Map<string, Promise<void>>();
    for (const service of appServices) {
      await Promise.all(service.after.map((name) => ready.get(name)));
      const env = {
        ...common,
        ...service.environment,
        PORT: String(ports[service.name]),
        ...(service.servesWebApp ? { WEB_DIST_DIR: join(repositoryRoot, 'web', 'dist') } : {}),
      };
      const child = start(
        service.name,
        process.execPath,
        [join(repositoryRoot, entryScript(service.entry))],
        env,
      );
      ready.set(
        service.name,
        waitUntil(child, 'ready', answersOk(`http://127.0.0.1:${ports[service.name]}/ready`), timeout),
      );
    }
    await Promise.all(ready.values());

    const config = join(runDir, 'nginx', 'nginx.conf');
    const serverBlock = readFileSync(join(repositoryRoot, 'ops', 'nginx', 'default.conf'), 'utf8');
    writeFileSync(
      config,
      renderLocalNginxConfig({ serverBlock, port: options.proxyPort, ports, runDir: join(runDir, 'nginx') }),
    );
    const proxy = start('proxy', 'nginx', ['-e', 'stderr', '-p', join(runDir, 'nginx'), '-c', config]);
    await waitUntil(proxy, 'ready', answersOk(`http://127.0.0.1:${options.proxyPort}/healthz`), timeout);
  } catch (error) {
    await stop();
    throw error;
  }
  writeFileSync(
    join(runDir, 'processes.json'),
    `${JSON.stringify(Object.fromEntries(processes.map((p) => [p.name, { pid: p.child.pid, port: ports[p.name] }])), null, 2)}\n`,
  );
  return { publicUrl, adminToken, ports, processes, stop };
};
