import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    EVENT_STORE: z.enum(['sqlite', 'eventstoredb']).default('sqlite'),
    EVENTSTORE_URL: z.string().min(1).optional(),
    READ_STORE: z.enum(['sqlite', 'mongodb']).default('sqlite'),
    MONGODB_URL: z.string().min(1).optional(),
    BUS: z.enum(['memory', 'redis']).default('memory'),
    JOBS: z.enum(['memory', 'bullmq']).default('memory'),
    REDIS_URL: z.string().min(1).optional(),
    ADMIN_API_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    READ_YOUR_WRITES_TIMEOUT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  })
  .superRefine((env, ctx) => {
    // Each adapter's server address is required only when that adapter is chosen.
    const needs: Array<[boolean, keyof typeof env, string]> = [
      [env.EVENT_STORE === 'eventstoredb', 'EVENTSTORE_URL', 'EVENT_STORE=eventstoredb'],
      [env.READ_STORE === 'mongodb', 'MONGODB_URL', 'READ_STORE=mongodb'],
      [env.BUS === 'redis' || env.JOBS === 'bullmq', 'REDIS_URL', 'BUS=redis or JOBS=bullmq'],
    ];
    for (const [chosen, variable, reason] of needs) {
      if (chosen && !env[variable])
        ctx.addIssue({ code: 'custom', path: [variable], message: `is required with ${reason}` });
    }
  });

export type Config = z.output<typeof schema> & { PUBLIC_URL: string; LOG_LEVEL: string };

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
  return {
    ...config,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    LOG_LEVEL: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
