import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    EVENT_STORE: z.enum(['sqlite', 'eventstoredb']).default('sqlite'),
    EVENTSTORE_URL: z.string().min(1).optional(),
    READ_STORE: z.enum(['sqlite', 'mongodb']).default('sqlite'),
    // All-in-one server: projections in a worker thread (default; HTTP never waits behind them) or on the main one.
    PROJECTIONS_THREAD: z.enum(['worker', 'main']).default('worker'),
    // All-in-one server: appends (and their fsyncs) in a writer thread of their own (default) or on the HTTP one.
    EVENT_STORE_WRITER: z.enum(['thread', 'inline']).default('thread'),
    MONGODB_URL: z.string().min(1).optional(),
    // Uploaded images: files under DATA_DIR/uploads, or MongoDB GridFS (the distributed profile).
    BLOB_STORE: z.enum(['fs', 'gridfs']).default('fs'),
    BUS: z.enum(['memory', 'redis']).default('memory'),
    JOBS: z.enum(['memory', 'bullmq']).default('memory'),
    REDIS_URL: z.string().min(1).optional(),
    ADMIN_API_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // Requests a minute per address and path (the spec's client limit, enforced here); 0 switches it off.
    // Express `trust proxy` (e.g. `uniquelocal` behind the compose proxy), so limits count the real client.
    TRUST_PROXY: z.string().min(1).optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1600),
    READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
    // Identity: the embedded OpenID provider at /oidc, or any external issuer (Cognito, Keycloak, ...).
    IDENTITY: z.enum(['embedded', 'external']).default('embedded'),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).default('exam-web'),
    // Cognito has no offline_access scope (it issues refresh tokens anyway): external issuers may need another list.
    OIDC_SCOPES: z.string().min(1).default('openid email phone profile offline_access'),
    /** Expected `aud` of access tokens; Cognito access tokens carry none (their client_id is checked instead). */
    OIDC_AUDIENCE: z.string().min(1).optional(),
    /** E-mail addresses (comma-separated) whose users are administrators when they first sign in. */
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email !== ''),
      ),
    /** Origins (comma-separated, e.g. https://exam.example) other sites' pages may call the API from; none by default. */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((list, ctx) => {
        const origins = list
          .split(',')
          .map((origin) => origin.trim().replace(/\/$/, ''))
          .filter((origin) => origin !== '');
        for (const origin of origins) {
          if (!/^https?:\/\/[^/\s]+$/.test(origin))
            ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin (scheme://host[:port])` });
        }
        return origins;
      }),
    // Mail of the embedded identity provider: SMTP when set, otherwise an outbox file under DATA_DIR.
    SMTP_URL: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(1).default('問題集 <no-reply@localhost>'),
    /**
     * Without SMTP, the outbox is served to anyone at /oidc/dev/mailbox only when this is set (never in
     * production; `npm start` does not set it): its codes reset any account. Otherwise only the operator
     * token reads it over HTTP, and `npm run cli -- mail list` on the data folder.
     */
    DEV_MAILBOX: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((flag) => flag === 'true' || flag === '1'),
    // Separate services (ops/src/services, docker compose); the all-in-one server ignores these.
    /** How long in-flight requests and the current projection batch get after SIGTERM. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /** The projections' /ready answers 503 while a group is more than this many positions behind the log. */
    READY_MAX_LAG: z.coerce.number().int().min(0).default(1_000),
    /** Comma-separated projection groups one projections process runs (default: all). */
    PROJECTION_GROUPS: z.string().min(1).optional(),
    /** The built web app (web/dist) the query-api serves when set. */
    WEB_DIST_DIR: z.string().min(1).optional(),
    /** The issuer's keys as the services reach them (a compose network cannot reach the public URL). */
    OIDC_JWKS_URL: z.url().optional(),
    // Payments: the simulated gateway (test cards, no network) or Stripe PaymentIntents with signed webhooks.
    PAYMENTS: z.enum(['simulated', 'stripe']).default('simulated'),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    /** Tests point the Stripe SDK at a local fake; unset in production. */
    STRIPE_API_HOST: z.string().min(1).optional(),
    STRIPE_API_PORT: port.optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    /** The administrators' debug direct purchase (learner spec §7) exists only when true. */
    DEBUG_PURCHASES: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((flag) => flag === 'true' || flag === '1'),
  })
  .superRefine((env, ctx) => {
    // Each adapter's server address is required only when that adapter is chosen.
    const needs: Array<[boolean, keyof typeof env, string]> = [
      [env.EVENT_STORE === 'eventstoredb', 'EVENTSTORE_URL', 'EVENT_STORE=eventstoredb'],
      [env.READ_STORE === 'mongodb', 'MONGODB_URL', 'READ_STORE=mongodb'],
      [env.BLOB_STORE === 'gridfs', 'MONGODB_URL', 'BLOB_STORE=gridfs'],
      [env.BUS === 'redis' || env.JOBS === 'bullmq', 'REDIS_URL', 'BUS=redis or JOBS=bullmq'],
      [env.IDENTITY === 'external', 'OIDC_ISSUER', 'IDENTITY=external'],
      [env.PAYMENTS === 'stripe', 'STRIPE_SECRET_KEY', 'PAYMENTS=stripe'],
      [env.PAYMENTS === 'stripe', 'STRIPE_WEBHOOK_SECRET', 'PAYMENTS=stripe'],
      [env.PAYMENTS === 'stripe', 'STRIPE_PUBLISHABLE_KEY', 'PAYMENTS=stripe'],
    ];
    for (const [chosen, variable, reason] of needs) {
      if (chosen && !env[variable])
        ctx.addIssue({ code: 'custom', path: [variable], message: `is required with ${reason}` });
    }
  });

export type Config = z.output<typeof schema> & {
  PUBLIC_URL: string;
  LOG_LEVEL: string;
  /** Always set: `${PUBLIC_URL}/oidc` for the embedded provider unless given. */
  OIDC_ISSUER: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once at start; a bad or missing variable fails with a message naming each one. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  const config = parsed.data;
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const embedded = config.IDENTITY === 'embedded';
  return {
    ...config,
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'silent' : 'info'),
    // Kept as given: `iss` is compared exactly (some issuers end with a slash).
    OIDC_ISSUER: config.OIDC_ISSUER ?? `${publicUrl}/oidc`,
    // The embedded provider issues access tokens for this audience; an external issuer may have none.
    OIDC_AUDIENCE: config.OIDC_AUDIENCE ?? (embedded ? `${publicUrl}/api` : undefined),
  };
}
