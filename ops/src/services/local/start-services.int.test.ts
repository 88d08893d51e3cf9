import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDemoSignIns } from '../../demo/sign-ins.js';
import { ensureServicesBuilt } from '../test-support/service-processes.js';
import { freeLoopbackPort, repositoryRoot } from './addresses.js';

/*
 * `npm run start:services` for real: redis-server, identity, projections, command-api, two query-api nodes and
 * Debian's nginx as separate processes on one origin. A learner signs in through the provider in Chromium,
 * answers a question, sees the progress and gets the socket's invalidation; Ctrl-C (SIGINT) stops every process.
 */

const runner = join(repositoryRoot, 'ops/dist/services/local/main.js');
const hasBinaries = ['/usr/bin/chromium', '/usr/sbin/nginx'].every((file) => existsSync(file));
if (!hasBinaries)
  console.warn('start:services test skipped: /usr/bin/chromium or /usr/sbin/nginx is missing');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const waitFor = async (what: string, probe: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe.skipIf(!hasBinaries)('npm run start:services', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'start-services-'));
  let origin = '';
  let services: ChildProcess;
  let printed = '';
  let browser: Browser | undefined;

  beforeAll(async () => {
    ensureServicesBuilt(['identity', 'command-api', 'query-api', 'projections']);
    if (!existsSync(join(repositoryRoot, 'web/dist/index.html')))
      throw new Error('web/dist is missing: run `npm run build -w @exam/web` (npm test does)');
    const port = await freeLoopbackPort();
    origin = `http://127.0.0.1:${port}`;
    services = spawn(process.execPath, [runner], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PROXY_PORT: String(port),
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      printed = (printed + chunk.toString()).slice(-200_000);
    };
    services.stdout?.on('data', keep);
    services.stderr?.on('data', keep);
    await waitFor(
      'the services did not come up',
      () => {
        if (services.exitCode !== null)
          throw new Error(`start:services exited ${services.exitCode}:\n${printed}`);
        return printed.includes('Ctrl-C stops them all');
      },
      150_000,
    );
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    if (services && services.exitCode === null) {
      services.kill('SIGINT');
      const timer = setTimeout(() => services.kill('SIGKILL'), 30_000);
      await once(services, 'exit').catch(() => {});
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('given the one origin, then each line of the log names its process, and the web app, API and provider answer there', async () => {
    for (const name of ['redis', 'identity', 'projections', 'command-api', 'query-api-1', 'query-api-2'])
      expect(printed).toMatch(new RegExp(`^${name} +\\| `, 'm'));
    expect((await fetch(`${origin}/`)).status).toBe(200);
    expect((await fetch(`${origin}/api/question-sets`)).status).toBe(200);
    const discovery = (await (await fetch(`${origin}/oidc/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      authorization_endpoint: string;
    };
    expect(discovery).toMatchObject({
      issuer: `${origin}/oidc`,
      authorization_endpoint: `${origin}/oidc/auth`,
    });
  });

  it('given the demo learner, when they sign in through the provider and answer a question, then the progress shows it and the socket says so', async () => {
    const learner = readDemoSignIns(dataDir).find((demo) => demo.role === 'learner');
    expect(learner, 'the first run created the demo learner').toBeDefined();
    const sets = (await (await fetch(`${origin}/api/question-sets`)).json()) as {
      data: Array<{ id: string; isPaid: boolean; questionCount: number }>;
    };
    const free = sets.data.find((set) => !set.isPaid && set.questionCount > 0);
    expect(free, 'the demo content has a free set').toBeDefined();
    const page = await (browser as Browser).newPage({
      viewport: { width: 1280, height: 900 },
      locale: 'ja-JP',
    });
    const frames: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => frames.push(String(frame.payload))),
    );

    await page.goto(`${origin}/`);
    await page.getByTestId('sign-in-button').click();
    await page.getByTestId('login-start').click();
    await page.waitForURL(/\/oidc\//, { timeout: 15_000 });
    await page.locator('input[name=username]').fill(learner?.username ?? '');
    await page.locator('input[name=password]').fill(learner?.password ?? '');
    await page.locator('button[type=submit]#submit').click();
    await page.getByTestId('login-success').waitFor({ timeout: 20_000 });
    await page.getByTestId('login-continue').click();
    await page.getByTestId('user-menu-username').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('user-menu-username').textContent()).toContain(learner?.username);

    await page.goto(`${origin}/quiz/${free?.id}`);
    await page.getByTestId('quiz-option').first().click();
    await page.getByTestId('quiz-submit').click();
    await page.getByTestId('quiz-result').waitFor({ timeout: 15_000 });

    await waitFor(
      'no invalidation of the progress arrived over the socket',
      () => frames.some((frame) => frame.includes('invalidate') && frame.includes('Progress')),
      15_000,
    );
    const progress = await page.evaluate(async (setId) => {
      const raw = localStorage.getItem('auth.token') ?? '';
      const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const response = await fetch(`/api/practice/${setId}/progress`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return {
        status: response.status,
        body: (await response.json()) as { data: { answeredQuestions: unknown[] } },
      };
    }, free?.id as string);
    expect(progress.status).toBe(200);
    expect(progress.body.data.answeredQuestions).toHaveLength(1);
    await page.close();
  }, 90_000);

  it('given the running services, when the runner gets SIGINT (Ctrl-C), then every process it started stops', async () => {
    const started = JSON.parse(readFileSync(join(dataDir, 'services-run/processes.json'), 'utf8')) as Record<
      string,
      { pid: number }
    >;
    expect(Object.keys(started).sort()).toEqual(
      ['command-api', 'identity', 'projections', 'proxy', 'query-api-1', 'query-api-2', 'redis'].sort(),
    );
    services.kill('SIGINT');
    const [code] = (await once(services, 'exit')) as [number | null];
    expect(code).toBe(0);
    const stillRunning = Object.entries(started).filter(([, entry]) => isAlive(entry.pid));
    expect(stillRunning).toEqual([]);
  }, 60_000);
});
