/*
 * The one description of the distributed profile's application services: which processes run, from which
 * entrypoint, with which settings, and which proxy upstream each one is part of. docker-compose.yml spells it
 * in YAML (ops/src/services/docker-compose.int.test.ts checks that it says the same), `npm run start:services`
 * (ops/src/services/local) runs it as local processes, and ops/nginx/default.conf routes to it.
 */

/** The entrypoints, ops/dist/services/main-<entry>.js. */
export type ServiceEntry = 'command-api' | 'query-api' | 'projections' | 'identity';

/** The nginx upstreams of ops/nginx/default.conf. */
export type Upstream = 'identity' | 'command_api' | 'query_api';

export type AppService = {
  /** The compose service name, and the prefix of the service's log lines when run locally. */
  name: string;
  entry: ServiceEntry;
  /** Settings of this service beyond the shared ones. */
  environment: Record<string, string>;
  upstream?: Upstream;
  /** Serves the built web app (WEB_DIST_DIR), behind the proxy's `location /`. */
  servesWebApp?: boolean;
  /** The services that must be ready before this one starts (besides the stores and Redis). */
  after: string[];
};

/** The port every application service listens on inside the compose network. */
export const CONTAINER_PORT = 3000;

/**
 * Settings every application service shares, wherever it runs. The stores and addresses (EVENT_STORE,
 * MONGODB_URL, REDIS_URL, PUBLIC_URL, OIDC_JWKS_URL...) differ between compose and the local run.
 */
export const sharedEnvironment: Record<string, string> = {
  BUS: 'redis',
  JOBS: 'bullmq',
  IDENTITY: 'embedded',
  // Behind the proxy: rate limits count the client in X-Forwarded-For.
  TRUST_PROXY: 'uniquelocal',
  SHUTDOWN_GRACE_MS: '10000',
  READ_YOUR_WRITES_TIMEOUT_MS: '2000',
};

/** In start order: each service's `after` lists only services above it. */
export const appServices: readonly AppService[] = [
  { name: 'identity', entry: 'identity', environment: {}, upstream: 'identity', after: [] },
  { name: 'projections', entry: 'projections', environment: { READY_MAX_LAG: '1000' }, after: [] },
  {
    name: 'command-api',
    entry: 'command-api',
    environment: {},
    upstream: 'command_api',
    after: ['identity'],
  },
  {
    name: 'query-api-1',
    entry: 'query-api',
    environment: {},
    upstream: 'query_api',
    servesWebApp: true,
    after: ['identity', 'projections'],
  },
  {
    name: 'query-api-2',
    entry: 'query-api',
    environment: {},
    upstream: 'query_api',
    servesWebApp: true,
    after: ['identity', 'projections'],
  },
];

/** The members of each upstream, in the order the proxy configuration lists them. */
export const upstreamMembers = (upstream: Upstream): string[] =>
  appServices.filter((service) => service.upstream === upstream).map((service) => service.name);

/** The script of an entrypoint, relative to the repository root (the compose `command`). */
export const entryScript = (entry: ServiceEntry) => `ops/dist/services/main-${entry}.js`;
