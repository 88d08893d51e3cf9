import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Until sign-in lands, administrator calls are authorised by a bearer token. When ADMIN_API_TOKEN is not given,
 * one is generated once and kept in DATA_DIR (mode 0600), so it survives restarts.
 */
export function ensureAdminToken(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'admin-api-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(24).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
