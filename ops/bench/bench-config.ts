import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@exam/platform';

export const BENCH_ADMIN_TOKEN = 'bench-admin-token-0123456789';

/**
 * The configuration a benchmark's product runs with: a fresh data folder (named after the bench), any free port,
 * no logging, production mode, the bench's operator token; `overrides` adds or replaces settings.
 */
export const benchConfig = (name: string, overrides: Record<string, string> = {}) =>
  loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), `${name}-`)),
    PORT: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    ADMIN_API_TOKEN: BENCH_ADMIN_TOKEN,
    ...overrides,
  });
