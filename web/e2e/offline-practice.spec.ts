import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { createSet } from './support/learner-sets';
import { createUser, OPERATOR, PHONE, signedInPhone } from './support/session';

/**
 * Issue 26 end to end, on a phone: a learner keeps a set for offline use, reloads and practises it with no
 * connection (the shell from the service worker, the answers judged from the bundle and kept in the outbox, a badge
 * counting them), closes and reopens the page offline, and once the connection is back
 * every answer arrives exactly once, with its own time, in the profile, the wrong-answer book and the learning
 * path. A resend of the same outbox changes nothing; a trial learner gets no bundle.
 */

type OutboxRow = { clientId: string; questionId: string; answeredAt: string; selectedOptionIds: string[] };

/** GET with the learner's own token (as the app sends it). */
async function learnerGet(page: Page, path: string) {
  const token = await page.evaluate(() => localStorage.getItem('auth.token'));
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status(), body: await response.json() };
}

/** The outbox as IndexedDB holds it (the app's own database). */
const readOutbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<OutboxRow[]>((resolve, reject) => {
        const open = indexedDB.open('exam-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => resolve(all.result as OutboxRow[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );

/** Puts answers back into the outbox, as if their first sync had never been confirmed. */
const reputOutbox = (page: Page, rows: OutboxRow[]) =>
  page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('exam-offline');
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          for (const entry of entries) tx.objectStore('outbox').add(entry);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    rows,
  );

/** How many learning paths the app keeps for offline use (one per learner who loaded it online). */
const countKeptPaths = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('exam-offline');
        open.onsuccess = () => {
          const count = open.result.transaction('learningPaths').objectStore('learningPaths').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

const countBundles = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('exam-offline');
        open.onsuccess = () => {
          const count = open.result.transaction('bundles').objectStore('bundles').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

/** The app's service worker (work of issue 26 item 1) controls the page and has its precache ready. */
async function controlledByWorker(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'registered');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Answers right or wrong by the option's text: each learner sees the options in an order of their own (issue 40). */
async function answer(page: Page, kind: 'right' | 'wrong') {
  const text = kind === 'right' ? '正しい選択肢' : '別の誤った選択肢';
  await page.locator('[data-testid="quiz-option"]', { hasText: text }).click();
  await page.getByTestId('quiz-submit').click();
  await expect(page.getByTestId('quiz-result')).toHaveAttribute('data-correct', String(kind === 'right'));
}

const setVisible = async (request: APIRequestContext, setId: string) =>
  expect
    .poll(async () => (await request.get(`/api/question-sets/${setId}`)).status(), { timeout: 10_000 })
    .toBe(200);

test('a set practised offline on a phone: 5 answers, one wrong, arrive exactly once when the connection returns', async ({
  browser,
  request,
}) => {
  test.setTimeout(200_000);
  const set = await createSet(request, { title: `電車で解く ${Date.now()}`, questions: 6 });
  const learner = await createUser(request, 'e2off');
  await setVisible(request, set.id);
  const signedIn = await signedInPhone(browser, learner);
  const { context } = signedIn;
  let { page } = signedIn;
  const detail = await learnerGet(page, `/api/question-sets/${set.id}`);
  const questionIds = (detail.body.data.questions as Array<{ id: string }>).map((question) => question.id);

  // オフラインで使う: the bundle is downloaded and kept.
  await page.goto(`/quiz/${set.id}`);
  await controlledByWorker(page);
  const toggle = page.getByRole('switch', { name: 'オフラインで使う' });
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await expect(page.getByTestId('offline-toggle-block')).toContainText('保存済み');
  await expect(toggle).toBeChecked();
  await expectAccessible(page, 'the オフラインで使う toggle, on');
  await page.screenshot({ path: 'test-results/offline-toggle-phone.png' });

  // To the profile's offline section (same document), then the connection goes.
  await page.locator('header .mantine-Burger-root').click();
  await page.getByTestId('mobile-profile-link').click();
  await page.getByTestId('profile-tab-offline').click();
  await expect(page.getByTestId('offline-set')).toContainText(set.title);
  await expect(page.getByTestId('offline-space')).toContainText('保存データ');
  await expectAccessible(page, "the profile's offline section");
  await page.screenshot({ path: 'test-results/offline-profile-phone.png', fullPage: true });
  await context.setOffline(true);
  // No connection, and the page reloads: the shell comes from the service worker, the learner stays signed in,
  // and the set runs from its bundle.
  await page.goto(`/quiz/${set.id}`);

  // The quiz runs from the bundle: judged here, explained, counted in the header badge instead of an error.
  await expect(page.getByTestId('offline-quiz-notice')).toBeVisible();
  for (const [index, kind] of (['right', 'right', 'wrong', 'right', 'right'] as const).entries()) {
    await answer(page, kind);
    await expect(page.getByTestId('outbox-badge')).toHaveText(`未送信 ${index + 1}件`);
    await page.getByTestId('quiz-next').click();
  }
  await expect(page.getByTestId('quiz-offline-mode')).toHaveText('オフライン');
  await expectAccessible(page, 'the offline quiz with the outbox badge');
  await page.screenshot({ path: 'test-results/offline-quiz-phone.png', fullPage: true });

  // Closed and opened again, still offline: the answers wait in the outbox, the run resumes where it was.
  await page.close();
  page = await context.newPage();
  await page.goto(`/quiz/${set.id}`);
  await expect(page.getByTestId('offline-quiz-notice')).toBeVisible();
  await expect(page.getByTestId('outbox-badge')).toHaveText('未送信 5件');
  await expect(page.locator('[data-testid="answer-sheet-item"][data-answered="true"]')).toHaveCount(5);
  await expectAccessible(page, 'the offline quiz reopened');
  await page.screenshot({ path: 'test-results/offline-reopened-phone.png' });
  const outbox = await readOutbox(page);
  expect(outbox.map((entry) => entry.questionId)).toEqual(questionIds.slice(0, 5));

  // Back online: the outbox is sent, the badge goes.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-badge')).toHaveCount(0, { timeout: 15_000 });
  const stats = async () => (await learnerGet(page, '/api/user-progress/stats')).body.data[set.id];
  await expect.poll(async () => (await stats())?.completedQuestions).toBe(5);
  expect((await stats()).correctAnswers).toBe(4);
  const wrongQuestion = questionIds[2];
  const wrong = async () =>
    ((await learnerGet(page, '/api/wrong-answers')).body.data as Array<{ questionId: string }>).map(
      (entry) => entry.questionId,
    );
  // The read models follow each on their own: polled, not read once.
  await expect.poll(wrong).toEqual([wrongQuestion]);
  const dueCards = async () =>
    ((await learnerGet(page, '/api/learning-path')).body.data.due as Array<{ questionId: string }>).map(
      (card) => card.questionId,
    );
  // Due a minute after the offline mistake (FSRS's first step; issue 40: the path's due list is due now).
  await expect.poll(dueCards, { timeout: 90_000, intervals: [2_000] }).toContain(wrongQuestion);
  // Each answer kept the time it was given offline.
  const recordTimes = async () =>
    (
      (await learnerGet(page, `/api/user-progress/records?questionSetId=${set.id}`)).body.data as Array<{
        createdAt: string;
      }>
    )
      .map((record) => record.createdAt)
      .sort();
  const offlineTimes = outbox.map((entry) => entry.answeredAt).sort();
  await expect.poll(recordTimes).toEqual(offlineTimes);

  // The profile shows them: 5 answered, the wrong one in 間違えた問題, and the learning path has it.
  await page.goto('/profile');
  await expect(
    page.locator(`[data-testid="progress-item"][data-set-id="${set.id}"]`).getByTestId('progress-questions'),
  ).toHaveText('5 / 6 問');
  await page.getByTestId('profile-tab-wrong-answers').click();
  await expect(
    page.locator(`[data-testid="wrong-answer-item"][data-question-id="${wrongQuestion}"]`),
  ).toHaveCount(1);
  await page.goto('/learning-path');
  await expect(page.getByTestId('path-set')).toContainText(set.title);

  // The same outbox sent again (a sync whose confirmation was lost): nothing changes.
  await reputOutbox(page, outbox);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await readOutbox(page)).length, { timeout: 15_000 }).toBe(0);
  const token = await page.evaluate(() => localStorage.getItem('auth.token'));
  const resent = await page.request.post(`/api/practice/${set.id}/answers/batch`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      answers: outbox.map(({ questionId, clientId, answeredAt, selectedOptionIds }) => ({
        questionId,
        clientId,
        answeredAt,
        selectedOptionIds,
      })),
    },
  });
  expect(resent.status()).toBe(200);
  expect((await resent.json()).data.appended).toBe(0);
  expect((await stats()).completedQuestions).toBe(5);
  expect(await wrong()).toEqual([wrongQuestion]);
  expect(await recordTimes()).toEqual(offlineTimes);

  // The learning path offline: as of its last load online, the downloaded set's due card reviewed from the bundle.
  await expect.poll(() => countKeptPaths(page)).toBe(1);
  await context.setOffline(true);
  await page.goto('/learning-path');
  await expect(page.getByTestId('path-offline')).toContainText('最後に同期した時点');
  const offlinePathSet = page.getByTestId('path-set');
  await expect(offlinePathSet).toContainText(set.title);
  await expectAccessible(page, 'the learning path offline');
  await page.screenshot({ path: 'test-results/offline-learning-path-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/offline-learning-path-desktop.png' });
  await page.setViewportSize(PHONE.viewport);
  await offlinePathSet.getByTestId('path-review').click();
  await expect(page.getByTestId('offline-quiz-notice')).toBeVisible();
  await expect(page.getByTestId('answer-sheet-item')).toHaveCount(1);
  await answer(page, 'right');
  await expect(page.getByTestId('outbox-badge')).toHaveText('未送信 1件');
  const reviewed = await readOutbox(page);
  expect(reviewed).toMatchObject([{ questionId: wrongQuestion, mode: 'review' }]);
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-badge')).toHaveCount(0, { timeout: 15_000 });
  // The review's answer arrives with its own time: the wrong question's latest answer is now the right one.
  const latestOfWrong = async () =>
    (
      (await learnerGet(page, `/api/user-progress/records?questionSetId=${set.id}`)).body.data as Array<{
        questionId: string;
        isCorrect: boolean;
        updatedAt: string;
      }>
    ).find((record) => record.questionId === wrongQuestion);
  await expect.poll(latestOfWrong).toMatchObject({ isCorrect: true, updatedAt: reviewed[0]?.answeredAt });

  // Signing out drops the downloaded sets and the kept learning path (they leave the browser with the learner).
  expect(await countBundles(page)).toBe(1);
  await page.locator('header .mantine-Burger-root').click();
  await page.getByRole('dialog').getByRole('button', { name: 'ログアウト' }).click();
  // The sign-out leaves through the provider's end-session page and back: a read during a navigation is retried.
  await expect.poll(() => countBundles(page).catch(() => -1), { timeout: 15_000 }).toBe(0);
  expect(await countKeptPaths(page)).toBe(0);
  await context.close();
});

test('a learner on a trial gets no オフラインで使う, and the server refuses the bundle', async ({
  browser,
  request,
}) => {
  const set = await createSet(request, {
    title: `試用のみ ${Date.now()}`,
    questions: 4,
    price: 980,
    trialQuestions: 2,
  });
  const learner = await createUser(request, 'e2trial');
  await setVisible(request, set.id);
  const { context, page } = await signedInPhone(browser, learner);
  await page.goto(`/quiz/${set.id}`);
  await expect(page.getByTestId('trial-bar')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'オフラインで使う' })).toHaveCount(0);
  const refused = await learnerGet(page, `/api/practice/${set.id}/offline-bundle`);
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ success: false, code: 'OFFLINE_BUNDLE_FORBIDDEN' });
  await context.close();
});

test('answers of a set deleted while the learner was offline are reported in Japanese and kept until dismissed', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const set = await createSet(request, { title: `消える問題集 ${Date.now()}`, questions: 3 });
  const learner = await createUser(request, 'e2gone');
  await setVisible(request, set.id);
  const { context, page } = await signedInPhone(browser, learner);
  await page.goto(`/quiz/${set.id}`);
  await page.getByRole('switch', { name: 'オフラインで使う' }).click({ force: true });
  await expect(page.getByTestId('offline-toggle-block')).toContainText('保存済み');
  await page.locator('header .mantine-Burger-root').click();
  await page.getByTestId('mobile-profile-link').click();
  await page.getByTestId('profile-tab-offline').click();
  await context.setOffline(true);
  await page.getByTestId('offline-set-open').click();
  await answer(page, 'wrong');
  await expect(page.getByTestId('outbox-badge')).toHaveText('未送信 1件');

  const deleted = await request.delete(`/api/question-sets/${set.id}`, { headers: OPERATOR });
  expect(deleted.status(), await deleted.text()).toBeLessThan(300);
  await context.setOffline(false);

  // Not dropped silently: announced, listed in the profile with the server's words, the bundle gone.
  await expect(page.getByText(`「${set.title}」の解答1件は記録されませんでした`).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('outbox-badge')).toHaveCount(0);
  await page.goto('/profile?tab=offline');
  const conflict = page.getByTestId('offline-conflict');
  await expect(conflict).toContainText('問題集が見つかりません');
  await expect(page.getByTestId('offline-set')).toHaveCount(0);
  await expectAccessible(page, 'a sync conflict in the profile');
  await conflict.getByRole('button', { name: '確認しました' }).click();
  await expect(conflict).toHaveCount(0);
  await context.close();
});
