// Bootstrap helpers for `npm start` and `npm test`. Node built-ins only: they run before dependencies exist.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const label = [command, ...args].join(' ');
    throw new Error(`${label} failed with ${result.status ?? result.signal}`);
  }
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** Newest modification time of any file below `dir` (skipping node_modules and build output). */
export function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-types', 'e2e', 'test-results'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Installs when node_modules is missing or older than the lockfile; rebuilds a missing native SQLite binding.
 * `npm install` (which keeps the locked versions) rather than `npm ci`: the lockfile cannot list every
 * platform's optional binary of some tools when the registry does not serve them, and `npm ci` refuses that.
 */
export function ensureDependencies() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed) || mtime(join(root, 'package-lock.json')) > mtime(installed)) {
    console.log(
      '> Installing npm dependencies: the first run downloads about 1,070 packages (650 MB in node_modules) and\n' +
        '  compiles the native ones. Measured on a busy 2-core machine: 11 minutes, then 3.5 more for the first build\n' +
        '  (14.5 in all). Later starts skip both.',
    );
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
  const binding = join(root, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
  if (!existsSync(binding)) run('npm', ['rebuild', 'better-sqlite3']);
}

export function build() {
  console.log('> Compiling TypeScript (tsc -b)...');
  run('npx', ['tsc', '-b']);
  const webDist = join(root, 'web', 'dist', 'index.html');
  const webSources = Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'domain', 'src')));
  if (mtime(webDist) < webSources) {
    console.log('> Building the web app (vite build)...');
    // A production bundle whatever the caller's NODE_ENV (a test runner sets `test`, which would bundle React's
    // development build, 60 KB more, and fail the first-load budget).
    run('npm', ['run', 'build', '-w', '@exam/web'], { env: { ...process.env, NODE_ENV: 'production' } });
  }
}

const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/**
 * Debian packages the tests need: Chromium (and CJK fonts) for Playwright, redis-server for the bus and job
 * adapters, nginx for the services' one origin, docker-compose. `only`: the names to check (default all).
 */
export function ensureSystemPackages(only) {
  const wanted = [
    ['chromium', '/usr/bin/chromium'],
    ['redis-server', 'redis-server'],
    // Parses docker-compose.yml in ops/src/services/docker-compose.int.test.ts (no Docker engine needed).
    ['docker-compose', 'docker-compose'],
    // Japanese glyphs in browser screenshots (without it they show as boxes).
    ['fonts-noto-cjk', '/usr/share/fonts/opentype/noto'],
    // Emoji icons of the question sets (otherwise boxes).
    ['fonts-noto-color-emoji', '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf'],
    // The one origin of `npm run start:services` and its integration test (the proxy of docker-compose.yml).
    ['nginx', '/usr/sbin/nginx'],
  ];
  const missing = wanted
    .filter(([name]) => !only || only.includes(name))
    .filter(([, probe]) => (probe.startsWith('/') ? !existsSync(probe) : !hasCommand(probe)));
  if (missing.length === 0) return;
  const names = missing.map(([name]) => name);
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) {
    console.warn(`! Missing system packages: ${names.join(', ')} (install them with apt-get as root).`);
    return;
  }
  console.log(`> Installing system packages: ${names.join(', ')}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { env });
}

/**
 * Runs a long-lived child (the server) in the foreground of this script and ties their lives together: SIGINT and
 * SIGTERM are passed on, and if this script's own parent goes away without passing a signal on (npm's `sh -c`
 * dies on SIGTERM and does not forward it), the child is stopped rather than left orphaned. Exits with the
 * child's code.
 */
export function runInForeground(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  let forwarded = false;
  const stop = (signal) => {
    forwarded = true;
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  // A closed terminal stops the server as gracefully as SIGTERM does.
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => stop('SIGTERM'));
  const parent = process.ppid;
  const orphanWatch = setInterval(() => {
    if (process.ppid !== parent && !forwarded) stop('SIGTERM');
  }, 500);
  child.on('exit', (code, signal) => {
    clearInterval(orphanWatch);
    process.exit(code ?? (signal && !forwarded ? 1 : 0));
  });
  return child;
}
