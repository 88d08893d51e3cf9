// `npm test`: install what is missing, type-check and build, lint, unit + integration tests, then e2e.
import { build, ensureDependencies, ensureSystemPackages, run } from './lib.mjs';

const step = (title) => console.log(`\n=== ${title}`);

step('dependencies');
ensureSystemPackages();
ensureDependencies();

step('type-check and build');
build();

step('lint');
run('npx', ['biome', 'check', '.']);
// The web app's layers (docs/web-layers.md): a breach fails the run.
run('npm', ['run', 'lint:layers', '-w', '@exam/web']);

step('unit and integration tests (vitest)');
run('npx', ['vitest', 'run']);

step('end-to-end tests (Playwright, Debian Chromium)');
run('npx', ['playwright', 'test', '-c', 'web/playwright.config.ts']);
