// Issue 35, the learner's half of `big-set`: the quiz in headless Chromium on a 10,000-question set against the
// demo's 28-question set, on the built web app (npm run build -w @exam/web first): first question shown, choosing
// an option, 回答する -> verdict, 次の問題, and the bytes the browser read. A visitor's run (no sign-in): the reads
// of a signed-in learner add the progress summary and one window of answers.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDemoContent } from '@exam/ops/demo';
import { composeStandalone } from '@exam/ops/standalone';
import { createLogger, loadConfig } from '@exam/platform';
import { type Browser, chromium, type Page } from '@playwright/test';
import { closeWithin } from './close-within.js';
import { machineLoad, printTable, round } from './measure.js';

const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const TOKEN = 'big-set-quiz-benchmark-token';
const SIZE = 10_000;
const ROUNDS = 5;
/** Issue 35's targets on a quiet machine. */
const TARGET = { firstQuestionMs: 1_500, actionMs: 100, readBytes: 300 * 1024 };

type QuizFigures = {
  firstQuestionMs: number;
  chooseMs: number;
  verdictMs: number;
  nextMs: number;
  apiBytes: number;
  largestRead: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Clicks in the page and waits (frame by frame) until `done` holds: the time the learner waits, in the page's clock. */
const clickUntil = (page: Page, click: string, done: string): Promise<number> =>
  page.evaluate(`(async () => {
    const target = document.querySelector(${JSON.stringify(click)});
    if (!target) throw new Error('nothing to click: ' + ${JSON.stringify(click)});
    const started = performance.now();
    target.click();
    while (!(${done})) await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - started;
  })()`);

async function runQuiz(browser: Browser, url: string): Promise<QuizFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const reads: number[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    reads.push((await response.body().catch(() => Buffer.alloc(0))).length);
  });
  const started = Date.now();
  await page.goto(url);
  await page.getByTestId('question-card').waitFor();
  const firstQuestionMs = Date.now() - started;
  const choose: number[] = [];
  const verdict: number[] = [];
  const next: number[] = [];
  for (let round_ = 0; round_ < ROUNDS; round_ += 1) {
    const number = await page.getByTestId('quiz-question-number').textContent();
    choose.push(
      await clickUntil(
        page,
        '[data-testid="quiz-option"]',
        `document.querySelector('[data-testid="quiz-option"]')?.getAttribute('data-state') === 'selected'`,
      ),
    );
    verdict.push(
      await clickUntil(
        page,
        '[data-testid="quiz-submit"]',
        `document.querySelector('[data-testid="quiz-result"]') !== null`,
      ),
    );
    next.push(
      await clickUntil(
        page,
        '[data-testid="quiz-next"]',
        `(document.querySelector('[data-testid="quiz-question-number"]')?.textContent ?? '') !== ${JSON.stringify(number)} && document.querySelector('[data-testid="quiz-option"]') !== null`,
      ),
    );
  }
  await context.close();
  return {
    firstQuestionMs,
    chooseMs: median(choose),
    verdictMs: median(verdict),
    nextMs: median(next),
    apiBytes: reads.reduce((sum, bytes) => sum + bytes, 0),
    largestRead: Math.max(0, ...reads),
  };
}

/** A free set of `size` questions, two options each, created in one call (the API's limit is 10,000). */
async function createBigSet(baseUrl: string, size: number): Promise<string> {
  const response = await fetch(`${baseUrl}/api/question-sets`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: `ベンチ ${size.toLocaleString('en-US')}問`,
      category: 'その他',
      isPaid: false,
      price: 0,
      questions: Array.from({ length: size }, (_, index) => ({
        text: `ベンチ問題${index + 1}の本文`,
        questionType: 'single',
        options: [
          { text: '選択肢1', isCorrect: index % 2 === 0 },
          { text: '選択肢2', isCorrect: index % 2 === 1 },
        ],
        explanation: `解説${index + 1}`,
      })),
    }),
  });
  if (response.status !== 201)
    throw new Error(`set not created: ${response.status} ${await response.text()}`);
  const created = (await response.json()) as { data: { id: string } };
  const id = created.data.id;
  for (let tries = 0; tries < 600; tries += 1) {
    const counted = (await (await fetch(`${baseUrl}/api/questions/count/${id}`)).json()) as { count: number };
    if (counted.count === size) return id;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the set never reached the read side');
}

/** The demo's free set closest to 28 questions (the comparison). */
async function demoSetId(baseUrl: string): Promise<{ id: string; count: number }> {
  const listed = (await (await fetch(`${baseUrl}/api/question-sets`)).json()) as {
    data: Array<{ id: string; questionCount: number; isPaid: boolean }>;
  };
  const free = listed.data.filter((set) => !set.isPaid && set.questionCount > 0);
  const closest = free.sort((a, b) => Math.abs(a.questionCount - 28) - Math.abs(b.questionCount - 28))[0];
  if (!closest) throw new Error('no free demo set');
  return { id: closest.id, count: closest.questionCount };
}

/** Measures the quiz on both sets and prints the table (issue 35 point 6, the learner's rows). */
export async function bigSetQuizBenchmark() {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    console.log(
      '\n## learner quiz in Chromium: skipped, the web app is not built (npm run build -w @exam/web)',
    );
    return null;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'big-set-quiz-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ADMIN_API_TOKEN: TOKEN,
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
  });
  const app = await composeStandalone({ config, logger: createLogger(config), webDistDir: WEB_DIST });
  await seedDemoContent(app.eventStore, undefined, app.blobStore);
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const bigId = await createBigSet(baseUrl, SIZE);
    const demo = await demoSetId(baseUrl);
    // One warm-up load per set (the server's caches and Chromium's compile), then the measured run.
    await runQuiz(browser, `${baseUrl}/quiz/${bigId}`);
    await runQuiz(browser, `${baseUrl}/quiz/${demo.id}`);
    const loadBefore = machineLoad();
    const big = await runQuiz(browser, `${baseUrl}/quiz/${bigId}?lastQuestion=${SIZE - 104}`);
    const small = await runQuiz(browser, `${baseUrl}/quiz/${demo.id}`);
    const row = (name: string, figures: QuizFigures) => ({
      'learner quiz': name,
      'first question ms': round(figures.firstQuestionMs, 0),
      'choose ms': round(figures.chooseMs, 0),
      '回答する -> verdict ms': round(figures.verdictMs, 0),
      '次の問題 ms': round(figures.nextMs, 0),
      'API KB read': round(figures.apiBytes / 1024),
      'largest read KB': round(figures.largestRead / 1024),
    });
    printTable(
      `learner quiz in Chromium (visitor; targets on a quiet machine: first question <= ${TARGET.firstQuestionMs} ms, each action <= ${TARGET.actionMs} ms, no read over ${TARGET.readBytes / 1024} KB); load ${loadBefore} -> ${machineLoad()}`,
      [
        row(`${SIZE.toLocaleString('en-US')} questions (from question ${SIZE - 103}, across a window)`, big),
        row(`${demo.count} questions (demo)`, small),
      ],
    );
    return { big, small };
  } finally {
    await browser.close();
    await closeWithin(app.close());
    rmSync(dataDir, { recursive: true, force: true });
  }
}
