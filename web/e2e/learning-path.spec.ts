import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { createUser, signIn } from './support/session';

/**
 * Issue 17 end to end: a learner misses one question and gets one right but unsure; the wrong-answer book marks
 * the unsure one, the learning path lists both for today, a review session opens them in review mode, and the
 * home page's cards show how much of the set was ever answered.
 */

type ListedSet = { id: string; title: string; isPaid: boolean; questionCount: number };

async function freeSet(request: APIRequestContext): Promise<ListedSet> {
  const body = await (await request.get('/api/question-sets')).json();
  const set = (body.data as ListedSet[]).find((entry) => !entry.isPaid && entry.questionCount >= 3);
  expect(set, 'the demo content has a free set').toBeTruthy();
  return set as ListedSet;
}

/** Answers the question on screen: the correct option (read from the result) is not known before, so by label. */
async function answerWith(page: Page, label: string, unsure = false) {
  await page.locator(`[data-testid="quiz-option"][data-label="${label}"]`).click();
  if (unsure) await page.getByTestId('quiz-unsure').click();
  await page.getByTestId('quiz-submit').click();
  await expect(page.getByTestId('quiz-result')).toBeVisible();
}

test('a learner’s missed and unsure answers come back in the learning path and are reviewed', async ({
  page,
  request,
}) => {
  test.setTimeout(200_000);
  const set = await freeSet(request);
  const learner = await createUser(request, 'e2lp');
  await signIn(page, learner);

  // Question 1 answered unsure with A, question 2 with B, question 3 with C: at least one of them is wrong or
  // unsure, and the unsure one is right or wrong: both kinds of card arise whatever the keys are.
  await page.goto(`/quiz/${set.id}?start=first`);
  await answerWith(page, 'A', true);
  await page.getByTestId('quiz-next').click();
  await answerWith(page, 'B');
  await page.getByTestId('quiz-next').click();
  await answerWith(page, 'C');

  await page.goto('/profile?tab=wrong-answers');
  await expect(page.getByTestId('wrong-answer-item').first()).toBeVisible();

  // A missed card is due again a minute later (FSRS's first learning step): until then it waits as later today
  // (issue 40: the count is due now). The page is reloaded until the first ones fall due.
  let due = 0;
  await expect
    .poll(
      async () => {
        await page.goto('/learning-path');
        await expect(page.getByTestId('path-count-due')).toBeVisible();
        due = Number((await page.getByTestId('path-count-due').locator('p').last().textContent()) ?? '0');
        return due;
      },
      { timeout: 100_000, intervals: [5_000] },
    )
    .toBeGreaterThan(0);
  await expect(page.getByTestId('path-set')).toContainText(set.title);
  await expect(page.getByTestId('path-forecast')).toBeVisible();
  await expectAccessible(page, 'the learning path');
  await page.screenshot({ path: 'test-results/learning-path.png', fullPage: true });

  // The review session opens the due questions in review mode.
  await page.getByTestId('path-review').first().click();
  await expect(page.getByTestId('quiz-list-mode')).toHaveText('今日の復習');
  await expect(page.getByTestId('quiz-question-number')).toContainText(`/ ${due}`);
  await answerWith(page, 'A');
  await page.screenshot({ path: 'test-results/learning-path-review.png' });

  // The home page: today's reviews in the hero, and the set's card tells how much was ever answered.
  await page.goto('/');
  const card = page.locator(`[data-testid="set-card"][data-set-id="${set.id}"]`).first();
  await expect(card.getByTestId('set-coverage')).toContainText(`3 / ${set.questionCount}`);
});
