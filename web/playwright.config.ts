import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// Playwright cannot download a browser here: Debian's Chromium is used, started the way it runs headless as root.
export default defineConfig({
  testDir: './e2e',
  outputDir: `../test-results/e2e-${port}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    // Started the way `npm start` starts the product, on a fresh data folder.
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    // DEV_MAILBOX: the tests read the mailed codes at /oidc/dev/mailbox.json (`npm start` does not set it).
    env: {
      PORT: String(port),
      ADMIN_API_TOKEN: 'e2e-admin-token-for-playwright',
      LOG_LEVEL: 'warn',
      DEV_MAILBOX: '1',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
