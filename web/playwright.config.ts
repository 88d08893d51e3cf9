import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The waiting specs' own server: a port of its own, its own data folder, so no other spec's changes reach them. */
const waitingPort = port + 1000;

/**
 * Specs that spend most of their time waiting for a missed card to fall due (FSRS's first learning step is a
 * minute): they run beside the others, on a second worker and a second server, instead of adding their waits to
 * the run. Everything else runs one spec at a time on the first server, as before. The second worker has room left
 * for two specs that only read or bring their own set and learner (the CSP and caching checks, a long list session).
 */
const WAITING = [
  'learning-path.spec.ts',
  'mock-exam.spec.ts',
  'offline-practice.spec.ts',
  'delivery.spec.ts',
  'long-list.spec.ts',
  'list-removed.spec.ts',
];

/** One server started the way `npm start` starts the product, on a fresh data folder of its own port. */
const server = (at: number) => ({
  command: 'node scripts/e2e-server.mjs',
  cwd: '..',
  url: `http://127.0.0.1:${at}/api/health`,
  // DEV_MAILBOX: the tests read the mailed codes at /oidc/dev/mailbox.json (`npm start` does not set it).
  env: {
    PORT: String(at),
    ADMIN_API_TOKEN: 'e2e-admin-token-for-playwright',
    LOG_LEVEL: 'warn',
    DEV_MAILBOX: '1',
  },
  reuseExistingServer: false,
  timeout: 90_000,
  stdout: 'pipe' as const,
});

// Playwright cannot download a browser here: Debian's Chromium is used, started the way it runs headless as root.
export default defineConfig({
  testDir: './e2e',
  outputDir: `../test-results/e2e-${port}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'one-at-a-time', testIgnore: WAITING, workers: 1 },
    {
      name: 'waiting',
      testMatch: WAITING,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${waitingPort}` },
    },
  ],
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ja-JP',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [server(port), server(waitingPort)],
});
