import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * How a contract suite for a server we cannot install here (EventStoreDB, MongoDB) gets one: an address from the
 * environment, else a container through testcontainers when a Docker engine answers, else the suite is skipped
 * with the reason printed once.
 */
export type ServerSource =
  | { kind: 'url'; url: string }
  | { kind: 'container' }
  | { kind: 'unavailable'; reason: string };

const ENGINE_CHECK_TIMEOUT_MS = 5000;

const candidateSockets = () =>
  [
    '/var/run/docker.sock',
    process.env.XDG_RUNTIME_DIR ? join(process.env.XDG_RUNTIME_DIR, 'docker.sock') : null,
    join(homedir(), '.docker/run/docker.sock'),
  ].filter((path): path is string => path !== null);

/**
 * Fails fast when there is obviously no engine (no DOCKER_HOST, no socket file: no testcontainers import at all);
 * otherwise asks testcontainers, bounded by a timeout so a dead engine cannot stall the run.
 */
export const dockerEngineReachable = async (): Promise<boolean> => {
  if (!process.env.DOCKER_HOST && !candidateSockets().some((path) => existsSync(path))) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ENGINE_CHECK_TIMEOUT_MS);
  });
  try {
    const probe = (async () => {
      const { getContainerRuntimeClient } = await import('testcontainers');
      await getContainerRuntimeClient();
      return true;
    })().catch(() => false);
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

export const serverSource = async (urlVariable: string, label: string): Promise<ServerSource> => {
  const url = process.env[urlVariable];
  if (url) return { kind: 'url', url };
  if (await dockerEngineReachable()) return { kind: 'container' };
  const reason = `${label} contract skipped: no ${urlVariable} and no Docker engine reachable`;
  console.warn(reason);
  return { kind: 'unavailable', reason };
};

export type StartedServer = { url: string; stop(): Promise<void> };

/** Starts `image` with testcontainers and waits until `port` listens. */
export const startContainer = async (options: {
  image: string;
  port: number;
  environment?: Record<string, string>;
  command?: string[];
  toUrl: (host: string, port: number) => string;
}): Promise<StartedServer> => {
  const { GenericContainer, Wait } = await import('testcontainers');
  let container = new GenericContainer(options.image)
    .withExposedPorts(options.port)
    .withEnvironment(options.environment ?? {})
    .withWaitStrategy(Wait.forListeningPorts())
    .withStartupTimeout(120_000);
  if (options.command) container = container.withCommand(options.command);
  const started = await container.start();
  return {
    url: options.toUrl(started.getHost(), started.getMappedPort(options.port)),
    stop: async () => {
      await started.stop();
    },
  };
};
