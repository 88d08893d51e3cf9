import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// yaml comes with the toolchain (vite, testcontainers' docker-compose client, openapi3-ts): parsing only, in tests.
import { parse } from 'yaml';
import { repositoryRoot } from './test-support/service-processes.js';
import { entryScript, sharedEnvironment, appServices as topology, upstreamMembers } from './topology.js';

/*
 * docker-compose.yml cannot be started here (no Docker engine), so it is kept valid two ways: Debian's
 * docker-compose parses and resolves it (`config -q`), and the promises docs/operations.md makes about it are read
 * back from the YAML.
 */

type ComposeService = {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[] | string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
};

const composeFile = join(repositoryRoot, 'docker-compose.yml');
const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const appServices = topology.map((service) => service.name);

const hasDockerCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
if (!hasDockerCompose)
  console.warn(
    'docker-compose config check skipped: the docker-compose binary is absent (apt-get install docker-compose)',
  );

describe('docker-compose.yml', () => {
  describe.skipIf(!hasDockerCompose)('with Debian docker-compose', () => {
    it('given the file, when docker-compose resolves it, then it is valid', () => {
      const result = spawnSync('docker-compose', ['-f', composeFile, 'config', '-q'], {
        cwd: repositoryRoot,
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    });
  });

  it('given the infrastructure, then EventStoreDB 24.10 is insecure single-node with a volume, MongoDB 7 a replica set initiated by its health check, Redis 7 AOF + noeviction', () => {
    expect(services.eventstore?.image).toBe('eventstore/eventstore:24.10');
    expect(services.eventstore?.environment).toMatchObject({
      EVENTSTORE_CLUSTER_SIZE: '1',
      EVENTSTORE_INSECURE: 'true',
    });
    expect(services.eventstore?.volumes?.some((volume) => volume.endsWith(':/var/lib/eventstore'))).toBe(
      true,
    );
    expect(services.mongodb?.image).toBe('mongo:7');
    expect(services.mongodb?.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    expect(JSON.stringify(services.mongodb?.healthcheck?.test)).toContain('rs.initiate');
    expect(services.redis?.image).toBe('redis:7');
    expect(services.redis?.command).toEqual(
      expect.arrayContaining(['--appendonly', 'yes', '--maxmemory-policy', 'noeviction']),
    );
  });

  it('given every service, then each has a health check, and the apps start only once what they need is healthy', () => {
    for (const [name, service] of Object.entries(services)) expect(service.healthcheck, name).toBeDefined();
    const needs: Record<string, string[]> = {
      'command-api': ['eventstore', 'mongodb', 'redis'],
      projections: ['eventstore', 'mongodb', 'redis'],
      'query-api-1': ['eventstore', 'mongodb', 'redis'],
      'query-api-2': ['eventstore', 'mongodb', 'redis'],
      proxy: ['identity', 'command-api', 'query-api-1', 'query-api-2'],
    };
    for (const [name, dependencies] of Object.entries(needs))
      for (const dependency of dependencies)
        expect(services[name]?.depends_on?.[dependency]?.condition, `${name} -> ${dependency}`).toBe(
          'service_healthy',
        );
  });

  it('given the app services, then each runs its own entrypoint from the one Dockerfile on the distributed adapters', () => {
    const entrypoints = {
      identity: 'main-identity.js',
      'command-api': 'main-command-api.js',
      projections: 'main-projections.js',
      'query-api-1': 'main-query-api.js',
      'query-api-2': 'main-query-api.js',
    };
    for (const [name, entry] of Object.entries(entrypoints)) {
      const service = services[name];
      expect(service?.build?.dockerfile, name).toBe('ops/Dockerfile');
      expect(service?.command, name).toEqual(['node', `ops/dist/services/${entry}`]);
      expect(service?.environment, name).toMatchObject({
        EVENT_STORE: 'eventstoredb',
        READ_STORE: 'mongodb',
        BUS: 'redis',
        JOBS: 'bullmq',
      });
    }
  });

  it('given the one description of the services (topology.ts, which start:services runs), then compose runs the same ones, with the same settings and order', () => {
    const built = Object.entries(services)
      .filter(([, service]) => service.build !== undefined)
      .map(([name]) => name);
    expect(built.sort()).toEqual([...appServices].sort());
    for (const service of topology) {
      const composed = services[service.name];
      expect(composed?.command, service.name).toEqual(['node', entryScript(service.entry)]);
      expect(composed?.environment, service.name).toMatchObject({
        ...sharedEnvironment,
        ...service.environment,
      });
      expect(Boolean(composed?.environment?.WEB_DIST_DIR), `${service.name} serves the web app`).toBe(
        Boolean(service.servesWebApp),
      );
      for (const before of service.after)
        expect(composed?.depends_on?.[before], `${service.name} comes after ${before}`).toBeDefined();
    }
    const nginx = readFileSync(join(repositoryRoot, 'ops/nginx/default.conf'), 'utf8');
    for (const upstream of ['identity', 'command_api', 'query_api'] as const) {
      const block = nginx.match(new RegExp(`upstream ${upstream} \\{([^}]*)\\}`))?.[1] ?? '';
      const members = [...block.matchAll(/server ([a-z0-9-]+):3000;/g)].map((match) => match[1]);
      expect(members, upstream).toEqual(upstreamMembers(upstream));
    }
  });

  it('given the proxy, then it balances both query-api nodes, sends writes to command-api and /oidc to identity', () => {
    const nginx = readFileSync(join(repositoryRoot, 'ops/nginx/default.conf'), 'utf8');
    expect(services.proxy?.volumes).toContain('./ops/nginx/default.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(nginx).toMatch(/upstream query_api \{\s*server query-api-1:3000;\s*server query-api-2:3000;\s*\}/);
    expect(nginx).toMatch(/default command_api;/);
    expect(nginx).toMatch(/location \/oidc \{\s*proxy_pass http:\/\/identity;/);
    expect(nginx).toMatch(/location \/socket\.io\/ \{[^}]*Upgrade \$http_upgrade/);
  });

  it('given the Dockerfile, then it is multi-stage and runs as the non-root node user on node:20-bookworm-slim', () => {
    const dockerfile = readFileSync(join(repositoryRoot, 'ops/Dockerfile'), 'utf8');
    expect(dockerfile.match(/^FROM node:20-bookworm-slim AS \w+$/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/RUN npx tsc -b && npm run build -w @exam\/web/);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('given every variable the services are given, then docs/operations.md documents it', () => {
    const readme = readFileSync(join(repositoryRoot, 'docs/operations.md'), 'utf8');
    const variables = new Set(appServices.flatMap((name) => Object.keys(services[name]?.environment ?? {})));
    const undocumented = [...variables].filter((variable) => !readme.includes(`| \`${variable}\``));
    expect(undocumented).toEqual([]);
  });
});
