import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const redocly = join(require.resolve('@redocly/cli/package.json'), '..', 'bin', 'cli.js');
const config = resolve(import.meta.dirname, '../../../redocly.yaml');

type Problem = {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
};

/** Issue 25: the published document passes Redocly's recommended rules (redocly.yaml), offline, with 0 errors. */
describe('the OpenAPI document under redocly lint', () => {
  it('given the built document, when linted with the recommended rules, then there is no error and no warning', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    try {
      const file = join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(buildOpenApiDocument()));
      const { stdout } = await run(
        process.execPath,
        [redocly, 'lint', file, `--config=${config}`, '--format=json', '--max-problems=1000'],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      ).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
      const { problems } = JSON.parse(stdout) as { problems: Problem[] };
      const listed = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
      expect(listed).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('given every operation, then each has a unique operationId and states its security', () => {
    const document = buildOpenApiDocument();
    const operations = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string; security?: unknown[] }>),
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((operation) => Array.isArray(operation.security))).toBe(true);
  });
});
