import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createSet } from './support/learner-sets';
import { createUser, PHONE, questionNumber, signIn, signInAtProvider } from './support/session';

/**
 * Issue 40 on a phone (390x844): 次の問題 brings the new question into view, the trial's last verdict stays
 * readable, the wrong-answer book empties after a right review, the learning path tells due now from later today,
 * and the mock result gives its time to the second. The closing note's screenshots are taken on the way.
 */
/**
 * With UPDATE_DOCS_SCREENSHOTS=1 the pictures go to docs/screenshots/learning-loop/ (docs/learning-loop.md shows
 * them); otherwise to test-results, so that a test run leaves the repository as it was.
 */
const SHOTS_DIR = process.env.UPDATE_DOCS_SCREENSHOTS
  ? fileURLToPath(new URL('../../docs/screenshots/learning-loop', import.meta.url))
  : fileURLToPath(
      new URL(`../../test-results/learning-loop-${process.env.E2E_PORT ?? 3100}`, import.meta.url),
    );
mkdirSync(SHOTS_DIR, { recursive: true });

/** Answers by the option's text (every learner sees the options in an order of their own). */
async function answer(page: Page, kind: 'right' | 'wrong') {
  const text = kind === 'right' ? '正しい選択肢' : '別の誤った選択肢';
  await page.locator('[data-testid="quiz-option"]', { hasText: text }).click();
  await page.getByTestId('quiz-submit').click();
  await expect(page.getByTestId('quiz-result')).toHaveAttribute('data-correct', String(kind === 'right'));
}

const visible = (page: Page, setId: string) =>
  expect
    .poll(async () => (await page.request.get(`/api/question-sets/${setId}`)).status(), { timeout: 10_000 })
    .toBe(200);

test('on a phone: 次の問題 scrolls, the book empties after a review, the path tells now from later, the mock result in seconds', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const set = await createSet(request, { title: `学習のループ ${Date.now()}`, questions: 6 });
  const who = await createUser(request, 'e2loop');
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('header .mantine-Burger-root').click();
  await page.getByRole('dialog').getByTestId('sign-in-button').click();
  await signInAtProvider(page, who);
  await visible(page, set.id);

  // 次の問題 from the bottom of a long verdict: the next question's text comes into view under the header.
  await page.goto(`/quiz/${set.id}`);
  await answer(page, 'wrong');
  await expect(page.getByTestId('quiz-explanation')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await page.getByTestId('quiz-next').click();
  await expect.poll(async () => (await questionNumber(page))[0]).toBe(2);
  await expect
    .poll(async () => (await page.getByTestId('quiz-question-text').boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(60);
  const top = (await page.getByTestId('quiz-question-text').boundingBox())?.y ?? -1;
  expect(top).toBeLessThan(844 / 2);

  // The book holds the mistake; practising it right empties the book at once and the filter shows it resolved.
  await page.goto('/profile?tab=wrong-answers');
  const filter = page.getByTestId('wrong-answer-filter');
  await expect(filter).toContainText('未解決（1）');
  await page.getByTestId('wrong-answer-practise').click();
  await answer(page, 'right');
  await page.goto('/profile?tab=wrong-answers');
  await expect(filter).toContainText('未解決（0）');
  await expect(filter).toContainText('解決済み（1）');
  await expect(page.getByTestId('wrong-answer-empty')).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/wrong-answer-book-after-review.png`, fullPage: true });
  await filter.getByText(/^解決済み/).click();
  await expect(page.getByTestId('wrong-answer-resolved')).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/wrong-answer-book-resolved.png`, fullPage: true });

  // The learning path: nothing due now, the reviewed card later today with its wait, and the next review time.
  await page.goto('/learning-path');
  await expect(page.getByTestId('path-count-due')).toContainText('0');
  await expect(page.getByTestId('path-later')).toContainText('あと');
  await expect(page.getByTestId('path-next-review')).toContainText('次の復習');
  await page.screenshot({ path: `${SHOTS_DIR}/learning-path-after-review.png`, fullPage: true });

  // A mock exam submitted at once: its time to the second, no 時間切れ.
  await page.goto('/mock-exam');
  await page.getByTestId('exam-sets').click();
  await page.getByRole('option', { name: set.title }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('exam-count').fill('3');
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-timer')).toBeVisible();
  await page.getByTestId('exam-option').first().click();
  await page.getByTestId('exam-submit').click();
  await page.getByTestId('exam-confirm').click();
  await expect(page.getByTestId('exam-result')).toBeVisible();
  await expect(page.getByTestId('exam-time')).toContainText(/所要時間 \d+ 分 \d+ 秒/);
  await expect(page.getByTestId('exam-timed-out')).toHaveCount(0);
  await expect(page.getByTestId('exam-category-row').first()).toContainText('%');
  await page.screenshot({ path: `${SHOTS_DIR}/mock-result.png`, fullPage: true });
  await context.close();
});

test('on a phone: the last trial verdict and explanation stay readable; the wall stands only past the trial', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const set = await createSet(request, {
    title: `試用の最後 ${Date.now()}`,
    questions: 8,
    price: 500,
    trialQuestions: 5,
  });
  const context = await browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await visible(page, set.id);
  await page.goto(`/quiz/${set.id}`);
  for (let index = 0; index < 5; index += 1) {
    await answer(page, index % 2 === 0 ? 'right' : 'wrong');
    if (index < 4) await page.getByTestId('quiz-next').click();
  }
  // The 5th verdict and its explanation stay (the wall used to replace them 1.5 s later).
  await page.waitForTimeout(2_500);
  await expect(page.getByTestId('quiz-result')).toBeVisible();
  await expect(page.getByTestId('quiz-explanation')).toContainText('問題 5 の解説');
  await expect(page.getByTestId('purchase-wall')).toHaveCount(0);
  await page.getByTestId('quiz-explanation').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/trial-fifth-explanation.png`, fullPage: true });
  // Every trial question can be revisited.
  await page.locator('[data-testid="answer-sheet-item"]').first().click();
  await expect.poll(async () => (await questionNumber(page))[0]).toBe(1);
  await expect(page.getByTestId('quiz-explanation')).toContainText('問題 1 の解説');
  await page.locator('[data-testid="answer-sheet-item"]').nth(4).click();
  await expect.poll(async () => (await questionNumber(page))[0]).toBe(5);
  // Moving past the trial meets the wall.
  await page.getByTestId('quiz-next').click();
  await expect(page.getByTestId('purchase-wall')).toContainText('試用期間が終了しました');
  await context.close();
});

test('the profile keeps a time zone: the browser’s by default, saved on 保存, sent by the learning path', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const who = await createUser(request, 'e2zone');
  // A phone set to Berlin time: the profile offers Berlin until the learner saves another zone.
  const context = await browser.newContext({ ...PHONE, timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('header .mantine-Burger-root').click();
  await page.getByRole('dialog').getByTestId('sign-in-button').click();
  await signInAtProvider(page, who);

  await page.goto('/profile');
  const setting = page.getByTestId('time-zone-setting');
  await expect(page.getByTestId('time-zone-select')).toHaveValue('Europe/Berlin');
  await expect(page.getByTestId('time-zone-status')).toContainText(
    'このブラウザのタイムゾーン（Europe/Berlin）',
  );
  // On the phone: inside the screen, and a finger's 44 px to tap the zone and 保存.
  const settingBox = await setting.boundingBox();
  expect(settingBox && settingBox.x >= 0 && settingBox.x + settingBox.width <= 390).toBe(true);
  for (const control of ['time-zone-select', 'time-zone-save'])
    expect((await page.getByTestId(control).boundingBox())?.height ?? 0, control).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: `${SHOTS_DIR}/profile-time-zone.png` });

  await page.getByTestId('time-zone-select').selectOption('America/New_York');
  await page.getByTestId('time-zone-save').click();
  await expect(page.getByText('タイムゾーンを America/New_York にしました')).toBeVisible();
  await expect(setting).toHaveAttribute('data-saved', 'America/New_York');
  await expect(page.getByTestId('time-zone-status')).toContainText('保存済み: America/New_York');
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/users/me', {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth.token')}` },
    });
    return (await response.json()).data;
  });
  expect(me.timeZone).toBe('America/New_York');

  // The learning path asks for the learner's days in the saved zone, not the phone's.
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/learning-path');
  await page.goto('/learning-path');
  expect(new URL((await asked).url()).searchParams.get('tz')).toBe('America/New_York');
  await expect(page.getByTestId('path-count-due')).toBeVisible();
  await context.close();

  // On a desktop in Tokyo the profile shows the zone saved on the phone, and its learning path sends it.
  const desktop = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    timezoneId: 'Asia/Tokyo',
  });
  const desk = await desktop.newPage();
  await signIn(desk, who);
  await desk.goto('/profile');
  await expect(desk.getByTestId('time-zone-select')).toHaveValue('America/New_York');
  await expect(desk.getByTestId('time-zone-status')).toContainText('保存済み: America/New_York');
  await desk.screenshot({ path: testInfo.outputPath('profile-time-zone-desktop.png') });
  const deskAsked = desk.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/learning-path',
  );
  await desk.goto('/learning-path');
  expect(new URL((await deskAsked).url()).searchParams.get('tz')).toBe('America/New_York');
  await desktop.close();
});
