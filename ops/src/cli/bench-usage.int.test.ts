import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm run bench <name>` (ops/bench/run.ts, compiled by tsc -b): a mistyped name must not pass as a run of nothing.
const benchRunner = fileURLToPath(new URL('../../bench/dist/run.js', import.meta.url));

describe('npm run bench', () => {
  it('given an unknown bench name, then it runs nothing, exits 2 and lists the benches', () => {
    const result = spawnSync(process.execPath, [benchRunner, 'no-such-bench'], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown bench "no-such-bench"');
    for (const name of ['append', 'answers-ab', 'import-e2e', 'offline-sync', 'fold'])
      expect(result.stderr).toContain(`  ${name} `);
    expect(result.stdout).toBe('');
  });
});
