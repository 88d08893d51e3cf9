import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const web = fileURLToPath(new URL('..', import.meta.url));
const config = fileURLToPath(new URL('../.dependency-cruiser.cjs', import.meta.url));
const cli = fileURLToPath(
  new URL('../../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url),
);

type Violation = { from: string; to: string; rule: { name: string; severity: string } };

const depcruise = (cwd: string, ...options: string[]) =>
  spawnSync(process.execPath, [cli, 'src', '--config', config, ...options], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

/** The violations the layer lint finds in the `src` folder under `cwd`. */
function cruise(cwd: string): Violation[] {
  const run = depcruise(cwd, '--output-type', 'json');
  if (!run.stdout) throw new Error(`dependency-cruiser printed nothing: ${run.stderr}`);
  return JSON.parse(run.stdout).summary.violations;
}

const pairs = (violations: Violation[]) =>
  violations.filter((v) => v.rule.name !== 'no-circular').map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);

describe('the web layers lint (dependency-cruiser)', () => {
  it('given planted breaches, when linted, then each is reported as an error and the run fails', () => {
    const planted = fileURLToPath(new URL('fixtures/planted', import.meta.url));
    const violations = cruise(planted);

    // As `npm run lint` runs it: the exit status fails the build.
    expect(depcruise(planted).status).not.toBe(0);
    expect(violations.every((v) => v.rule.severity === 'error')).toBe(true);
    expect(pairs(violations)).toEqual(
      expect.arrayContaining([
        'no-upward-from-shared: src/shared/ui/label.ts -> src/features/sign-in/index.ts',
        'no-upward-from-entities: src/entities/user/routes-of.ts -> src/app/routes.ts',
        'no-app-below: src/entities/user/routes-of.ts -> src/app/routes.ts',
        'no-cross-feature: src/features/checkout/checkout.ts -> src/features/sign-in/sign-in.ts',
        'no-deep-import: src/features/checkout/checkout.ts -> src/features/sign-in/sign-in.ts',
        // a type-only import counts too
        'no-deep-import: src/features/checkout/checkout.ts -> src/entities/user/user.ts',
        'no-deep-import-from-unsliced: src/app/greet.ts -> src/features/sign-in/hello.ts',
        'lazy-only-by-import(): src/pages/home/index.ts -> src/features/checkout/lazy.ts',
      ]),
    );
    const cycles = violations.filter((v) => v.rule.name === 'no-circular').map((v) => v.from);
    expect(cycles).toContain('src/features/sign-in/hello.ts');
    // What the rules allow stays allowed: an entity using another's index, app importing a slice's lazy.ts.
    expect(pairs(violations).filter((pair) => pair.includes('entities/cart'))).toEqual([]);
    expect(pairs(violations)).not.toContain(
      'lazy-only-by-import(): src/app/routes.ts -> src/features/checkout/lazy.ts',
    );
  });

  it('given the real web app, when linted, then it has no violation', () => {
    const violations = cruise(web);

    expect(pairs(violations)).toEqual([]);
    expect(violations).toEqual([]);
  });
});
