import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { createUser, signIn } from './support/session';

/**
 * Issue 17 end to end: a learner runs a 5-question exam, reloads in the middle (the server's timer continues and
 * the answers are still there), submits with the unanswered questions listed, and sees the graded result with
 * the category chart; the missed questions then wait in the learning path.
 */

type ListedSet = { id: string; title: string; isPaid: boolean; questionCount: number };

async function freeSet(request: APIRequestContext): Promise<ListedSet> {
  const body = await (await request.get('/api/question-sets')).json();
  const set = (body.data as ListedSet[]).find((entry) => !entry.isPaid && entry.questionCount >= 5);
  expect(set, 'the demo content has a free set of 5 questions or more').toBeTruthy();
  return set as ListedSet;
}

const seconds = (text: string | null) => {
  const [minutes = '0', secs = '0'] = (text ?? '').replace(/[^\d:]/g, '').split(':');
  return Number(minutes) * 60 + Number(secs);
};

test('a learner runs a timed mock exam, reloads in the middle, submits and reviews the result', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000);
  const set = await freeSet(request);
  const learner = await createUser(request, 'e2mx');
  await signIn(page, learner);

  await page.goto('/');
  await page.getByRole('link', { name: '模擬試験に挑戦' }).click();
  await expect(page).toHaveURL(/\/mock-exam$/);
  // Until a set is chosen the start button says why it is disabled.
  await expect(page.getByTestId('exam-start')).toBeDisabled();
  await expect(page.getByTestId('exam-start-hint')).toBeVisible();
  await page.getByTestId('exam-sets').click();
  await page.getByRole('option', { name: set.title }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('exam-count').fill('5');
  await page.getByTestId('exam-minutes').fill('10');
  await expectAccessible(page, 'the mock exam setup');
  await page.getByTestId('exam-start').click();
  await expect(page).toHaveURL(/exam=/);
  await expect(page.getByTestId('exam-timer')).toContainText('残り');

  // Two answers, the second flagged.
  await page.getByTestId('exam-option').first().click();
  await page.getByTestId('exam-next').click();
  await page.getByTestId('exam-option').nth(1).click();
  await page.getByTestId('exam-flag').click();
  await expectAccessible(page, 'a running mock exam');
  const before = seconds(await page.getByTestId('exam-timer').textContent());
  expect(before).toBeGreaterThan(9 * 60 - 30);

  // Reload: the same exam, the timer continues from the server's deadline, the answers are kept.
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(page.getByTestId('exam-timer')).toBeVisible();
  expect(seconds(await page.getByTestId('exam-timer').textContent())).toBeLessThan(before);
  await expect(page.locator('[data-testid="exam-sheet"] [data-answered="true"]')).toHaveCount(2);
  await expect(page.getByTestId('exam-sheet')).toContainText('⚑');
  // Issue 22: back on the question being worked on, not 問1.
  await expect(page.getByTestId('exam-question')).toContainText('問2 / 5');

  // A third answer, then submit: questions 4 and 5 are listed as unanswered.
  await page.getByRole('button', { name: '問3 / 5' }).click();
  await page.getByTestId('exam-option').first().click();
  await page.getByTestId('exam-submit').click();
  await expect(page.getByTestId('exam-unanswered')).toContainText('4, 5');
  await page.getByTestId('exam-confirm').click();

  await expect(page.getByTestId('exam-result')).toBeVisible();
  await expect(page.getByTestId('exam-score')).toContainText('/ 5 問');
  await expect(page.getByTestId('exam-category-chart')).toBeVisible();
  await expect(page.getByTestId('exam-review')).toHaveCount(5);
  // The 見直しマーク set on question 2 shows in the result.
  await expect(
    page.locator('[data-testid="exam-review"]').nth(1).getByTestId('exam-review-flag'),
  ).toBeVisible();
  await expect(page.getByTestId('exam-review-flag')).toHaveCount(1);
  await expectAccessible(page, 'the mock exam result');
  await page.screenshot({ path: 'test-results/mock-exam-result.png', fullPage: true });

  const missed = await page.locator('[data-testid="exam-review"][data-correct="false"]').count();

  // The history lists it; the missed answered questions wait in the learning path, and one is reviewed.
  await page.goto('/mock-exam');
  await expect(page.getByTestId('exam-history')).toContainText('3 / 5 問に回答');
  await page.goto('/learning-path');
  const answeredWrong = missed - 2; // questions 4 and 5 were not answered: no card
  if (answeredWrong > 0) {
    // The missed cards fall due a minute after the exam (FSRS's first step; issue 40: the count is due now).
    await expect
      .poll(
        async () => {
          await page.goto('/learning-path');
          return (await page.getByTestId('path-count-due').locator('p').last().textContent()) ?? '';
        },
        { timeout: 100_000, intervals: [5_000] },
      )
      .toBe(String(answeredWrong));
    await page.getByTestId('path-review').first().click();
    await expect(page.getByTestId('quiz-list-mode')).toHaveText('今日の復習');
    await page.getByTestId('quiz-option').first().click();
    await page.getByTestId('quiz-submit').click();
    await expect(page.getByTestId('quiz-result')).toBeVisible();
  } else {
    await expect(page.getByTestId('path-empty')).toBeVisible();
  }
});
