import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { createUser, signedInPhone, signIn } from './support/session';

/**
 * The pass estimate and the study plan on the learning path: a learner answers three questions, sees
 * 「合格の見込み N%（±M）」 for the set, sets an exam date and gets today's plan; on a desktop and on a phone.
 */

type ListedSet = { id: string; title: string; isPaid: boolean; questionCount: number };

async function freeSet(request: APIRequestContext): Promise<ListedSet> {
  const body = await (await request.get('/api/question-sets')).json();
  // Any free set with three questions (the demo population practises some of them too).
  const set = (body.data as ListedSet[]).find((entry) => !entry.isPaid && entry.questionCount >= 3);
  expect(set, 'the demo content has a free set').toBeTruthy();
  return set as ListedSet;
}

async function answerThree(page: Page, set: ListedSet) {
  await page.goto(`/quiz/${set.id}?start=first`);
  for (const label of ['A', 'B', 'C']) {
    await page.locator(`[data-testid="quiz-option"][data-label="${label}"]`).click();
    await page.getByTestId('quiz-submit').click();
    await expect(page.getByTestId('quiz-result')).toBeVisible();
    if (label !== 'C') await page.getByTestId('quiz-next').click();
  }
  // 「問題を報告」 on the question: a reason and a note reach the administrators' queue.
  await page.getByTestId('report-question').click();
  await page.getByTestId('report-reason').selectOption('unclear');
  await page.getByTestId('report-note').fill('選択肢Bの意味がわかりにくいです');
  await page.getByTestId('report-submit').click();
  await expect(page.getByTestId('report-sent')).toBeVisible();
  await page.screenshot({ path: 'test-results/report-question.png' });
  await page.keyboard.press('Escape');
}

const inTenDays = () => {
  const date = new Date(Date.now() + 10 * 86_400_000);
  return date.toLocaleDateString('en-CA', { timeZone: 'Asia/Tokyo' });
};

test('a learner sees the pass estimate and sets a study plan on the learning path (desktop and phone)', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const set = await freeSet(request);
  const learner = await createUser(request, 'e2rd');
  await signIn(page, learner);
  await answerThree(page, set);

  await page.goto('/learning-path');
  const card = page.getByTestId('readiness-set').filter({ hasText: set.title });
  await expect(card.getByTestId('readiness-chance')).toHaveText(/^合格の見込み \d+%（±\d+）$/);
  await expect(page.getByTestId('study-plan')).toContainText('試験日を決めると');
  await page.getByTestId('study-plan-set').selectOption(set.id);
  await page.getByTestId('study-plan-date').fill(inTenDays());
  await page.getByTestId('study-plan-save').click();
  await expect(page.getByTestId('study-plan-today')).toHaveText(
    /^新しい問題 \d+ 問・復習 \d+ 問・約 \d+ 分$/,
  );
  await expect(page.getByTestId('study-plan')).toContainText(`${set.title} の試験日`);
  // Under the target the plan adds practice of the weak fields; on or above it, none.
  const chance = Number((await card.getByTestId('readiness-chance').textContent())?.match(/(\d+)%/)?.[1]);
  if (chance < 80) await expect(page.getByTestId('study-plan-practice')).toHaveText(/^追加の練習 \d+ 問/);
  else await expect(page.getByTestId('study-plan-practice')).toHaveCount(0);
  await expectAccessible(page, 'the learning path with the estimate and the plan');
  await page.screenshot({ path: 'test-results/readiness-desktop.png', fullPage: true });
  // Today's plan on the home page too.
  await page.goto('/');
  await expect(page.getByTestId('home-today-plan')).toContainText(/新しい問題 \d+ 問/);

  // The set's page: the same estimate for this set, what holds the learner back and what to practise next.
  await page.goto(`/quiz/${set.id}`);
  const onSetPage = page.getByTestId('quiz-page').getByTestId('readiness-set');
  await expect(onSetPage.getByTestId('readiness-chance')).toHaveText(/^合格の見込み \d+%（±\d+）$/);
  await expect(onSetPage.getByTestId('readiness-next')).toHaveText(
    /^次にやること: 未解答 \d+ 問・今日の復習 \d+ 問$/,
  );
  await expectAccessible(page, "the set's page with the estimate");
  await page.screenshot({ path: 'test-results/readiness-set-page-desktop.png' });

  const phone = await signedInPhone(browser, learner);
  try {
    await phone.page.goto(`/quiz/${set.id}`);
    await expect(phone.page.getByTestId('readiness-chance')).toBeVisible();
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      "no sideways scrolling on the set's page at 390 px",
    ).toBe(false);
    await phone.page.screenshot({ path: 'test-results/readiness-set-page-phone.png' });
    await phone.page.goto('/learning-path');
    await expect(phone.page.getByTestId('study-plan-today')).toBeVisible();
    await expect(phone.page.getByTestId('readiness-chance').first()).toBeVisible();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow, 'no sideways scrolling at 390 px').toBe(false);
    await phone.page.screenshot({ path: 'test-results/readiness-phone.png', fullPage: true });
  } finally {
    await phone.context.close();
  }
});

test('a learner reports a question, an administrator rejects it with a note, and the learner sees the answer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const set = await freeSet(request);
  const learner = await createUser(request, 'e2rp');
  const admin = await createUser(request, 'e2rpa', true);
  await signIn(page, learner);
  await answerThree(page, set);

  // The learner keeps their reports open while an administrator answers.
  await page.goto('/learning-path');
  const mine = page.getByTestId('my-report');
  await expect(mine).toHaveAttribute('data-status', 'open');

  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin);
    await adminPage.goto('/admin?tab=reports');
    const item = adminPage.getByTestId('report-item').filter({ hasText: learner.username });
    await expect(item).toContainText('選択肢Bの意味がわかりにくいです');
    await expect(item.getByTestId('report-statistics')).toContainText('初回正答率');
    await expectAccessible(adminPage, 'the reports tab');
    await adminPage.screenshot({ path: 'test-results/report-queue.png', fullPage: true });
    await item.getByTestId('report-resolution-note').fill('選択肢Bの文を直しました');
    await item.getByTestId('report-reject').click();
    await expect(item).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  // Without a reload: the socket's notice in the learner's language, and the open list follows.
  const notice = page.getByTestId('report-resolved-notice');
  await expect(notice).toContainText('報告した問題は修正しないことになりました');
  await expect(notice).toHaveAttribute('data-outcome', 'rejected');
  await expect(mine).toHaveAttribute('data-status', 'rejected');
  await expect(mine).toContainText('管理者より: 選択肢Bの文を直しました');
  await page.screenshot({ path: 'test-results/report-resolved-notice.png' });
  // Its link leads to the reports, within the app.
  await notice.getByRole('link', { name: '報告した問題を見る' }).click();
  await expect(page).toHaveURL(/\/learning-path#my-reports$/);
  await expect(page.getByTestId('my-reports')).toBeVisible();
});
