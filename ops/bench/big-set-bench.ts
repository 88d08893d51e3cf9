// `npm run bench -- big-set` (issue 35): a 10,000-question set and a 28-question baseline set (the demo's size),
// seeded through the API (the batch import). First the screens in Chromium on both sets, with the bytes each
// screen read and the ratio to the baseline (big-set-screens.ts lists them); then the API reads of the big set's
// screens before and now (big-set-api.ts). The machine's load is printed beside the figures: it is shared.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { questionsInOrder, SET_QUESTIONS, type SetQuestion } from '@exam/projections';
import { chromium } from '@playwright/test';
import { apiReadRows } from './big-set-api.js';
import type { Credentials, ScreenFigure } from './big-set-browser.js';
import { admin, kb } from './big-set-http.js';
import { browserMeasurements } from './big-set-screens.js';
import { answerFirst, type SeededSet, seedSet } from './big-set-seed.js';
import { closeWithin } from './close-within.js';
import type { ImportServer } from './import-server.js';
import { startImportServer } from './import-server.js';
import { machineLoad, printTable, round } from './measure.js';

const SIZE = 10_000;
const BASELINE = 28;
const ANSWERED = 2_000;
const ROUNDS = Number(process.env.BIG_SET_ROUNDS ?? 3);
const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** The embedded provider's issuer is the server's public URL: the browser signs in on a known port. */
const PORT = Number(process.env.BIG_SET_PORT ?? 3421);
const LEARNER: Credentials = { username: 'bench_import_learner', password: 'bench-import-password' };

/** An administrator who signs in through the browser (created with the operator token, as the e2e does). */
async function createAdmin(server: ImportServer): Promise<Credentials> {
  const who = {
    username: 'bench_big_admin',
    email: 'bench_big_admin@example.com',
    password: 'Passw0rd-big-set',
  };
  const response = await fetch(`${server.baseUrl}/api/users`, {
    method: 'POST',
    headers: { ...admin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...who, confirmPassword: who.password, isAdmin: true }),
  });
  if (response.status >= 300)
    throw new Error(`admin not created: ${response.status} ${await response.text()}`);
  return who;
}

/** The set's order as the read side holds it now (the measurements move questions). */
async function currentOrder(server: ImportServer, set: SeededSet): Promise<SeededSet> {
  const questions = await questionsInOrder(
    server.app.documentStore.collection<SetQuestion>(SET_QUESTIONS),
    set.id,
  );
  return {
    ...set,
    questions: questions.map((question) => ({
      id: question.id,
      text: question.text,
      options: question.options.map((option) => ({ id: option.id, isCorrect: option.isCorrect })),
    })),
  };
}

async function browserFigures(server: ImportServer, sets: SeededSet[], adminWho: Credentials) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const figures = new Map<string, ScreenFigure[]>();
  try {
    for (const measurement of browserMeasurements)
      for (const set of sets) {
        const measured = await measurement.measure({
          browser,
          baseUrl: server.baseUrl,
          set: await currentOrder(server, set),
          admin: adminWho,
          learner: LEARNER,
          rounds: ROUNDS,
        });
        figures.set(set.id, [...(figures.get(set.id) ?? []), ...measured]);
      }
  } finally {
    await browser.close();
  }
  return figures;
}

export async function bigSetBenchmark() {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error('the big-set bench measures the built web app: run `npm run build -w @exam/web` first');
  const server = await startImportServer({ port: PORT, webDistDir: WEB_DIST });
  try {
    const loadAtStart = machineLoad();
    const big = await seedSet(server, '一万問', SIZE);
    const small = await seedSet(server, '二十八問', BASELINE);
    const me = await fetch(`${server.baseUrl}/api/users/me`, {
      headers: { Authorization: `Bearer ${server.learnerToken}` },
    });
    const learnerId = ((await me.json()) as { data: { id: string } }).data.id;
    await answerFirst(server, big, learnerId, ANSWERED);
    await answerFirst(server, small, learnerId, Math.floor(BASELINE / 2));
    const adminWho = await createAdmin(server);

    const loadBeforeBrowser = machineLoad();
    const figures = await browserFigures(server, [big, small], adminWho);
    const loadAfterBrowser = machineLoad();
    const ofSmall = new Map((figures.get(small.id) ?? []).map((figure) => [figure.screen, figure]));
    printTable(
      `Screens in Chromium (median of ${ROUNDS}): ${SIZE.toLocaleString('en-US')} questions against ${BASELINE} in the same run; load 1/5/15 min ${loadBeforeBrowser} -> ${loadAfterBrowser}`,
      (figures.get(big.id) ?? []).map((figure) => {
        const baseline = ofSmall.get(figure.screen);
        return {
          screen: figure.screen,
          [`${SIZE} questions ms`]: Math.round(figure.ms),
          [`${BASELINE} questions ms`]: baseline ? Math.round(baseline.ms) : '-',
          ratio: baseline && baseline.ms > 0 ? round(figure.ms / baseline.ms) : '-',
          [`${SIZE}: bytes read`]: kb(figure.bytes),
          [`${BASELINE}: bytes read`]: baseline ? kb(baseline.bytes) : '-',
          '<= 1 s': figure.ms <= 1_000 ? 'ok' : 'MISSED',
        };
      }),
    );

    const rows = await apiReadRows(server, await currentOrder(server, big), server.learnerToken);
    printTable(
      `A ${SIZE.toLocaleString('en-US')}-question set (seeded by the batch import in ${Math.round(big.seedMs)} ms; load 1/5/15 min ${loadAtStart} -> ${machineLoad()}), the screens' reads before and now`,
      rows,
    );
  } finally {
    await closeWithin(server.close());
  }
}
