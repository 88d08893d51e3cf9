import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { type Credentials, createUser, OPERATOR, signIn } from './support/session';

const SIZE = 10_000;

/**
 * Issue 35: a 10,000-question set seeded through the API (the batch import); the administrator reaches the last
 * page in one interaction, moves a question by typing its new number and sees the new order, and the statistics'
 * second page differs from the first. Then a learner opens the quiz, jumps to question 9,999 with the answer
 * sheet's box and answers it, and no read of the browser is over 300 KB (the set is read in windows).
 */
test("a 10,000-question set in the back office (last page, a move by number, paged statistics) and in a learner's quiz (question 9,999 by the jump box)", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `E2E 一万問 ${Date.now()}`;
  const created = await request.post('/api/question-sets', {
    headers: OPERATOR,
    data: { title, category: 'その他' },
  });
  expect(created.status()).toBe(201);
  const setId = (await created.json()).data.id as string;
  const lines = Array.from(
    { length: SIZE },
    (_, index) => `一万問の${index + 1}|選択肢1|選択肢2|${index % 2 ? 'A' : 'B'}`,
  );
  const imported = await request.post(`/api/questions/batch-upload/${setId}`, {
    headers: OPERATOR,
    multipart: { file: { name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) } },
    timeout: 180_000,
  });
  expect([200, 202]).toContain(imported.status());
  if (imported.status() === 202) {
    const { jobId } = (await imported.json()).data as { jobId: string };
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/jobs/${jobId}`, { headers: OPERATOR })).json()).data.state,
        {
          timeout: 180_000,
        },
      )
      .toBe('completed');
  }
  await expect
    .poll(async () => (await (await request.get(`/api/questions/count/${setId}`)).json()).count, {
      timeout: 60_000,
    })
    .toBe(SIZE);

  const admin = await createUser(request, 'bigset', true);
  await signIn(page, admin);
  await page.goto('/admin?tab=manage-sets');
  await page
    .getByTestId('manage-set-card')
    .filter({ hasText: title })
    .getByTestId('manage-set-manage-questions')
    .click();
  const texts = page.getByTestId('question-row-text');
  await expect(texts.first()).toHaveText('一万問の1');
  await expect(page.getByTestId('question-total')).toContainText('10000');

  // One interaction to the last page.
  await page.getByTestId('question-pager-last').click();
  await expect(texts.last()).toHaveText(`一万問の${SIZE}`);

  // The last question to number 2, typed.
  const last = page.getByTestId('question-row').last();
  await last.getByTestId('question-move-to').fill('2');
  await last.getByTestId('question-move-to').press('Enter');
  await expect(page.getByText('問題を2番に移動しました')).toBeVisible();
  await page.getByTestId('question-pager-first').click();
  await expect(texts.nth(1)).toHaveText(`一万問の${SIZE}`);
  await expect(texts.nth(2)).toHaveText('一万問の2');
  await page.screenshot({ path: 'test-results/big-set-manager.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/big-set-manager-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Statistics: a page at a time; the second differs from the first.
  await page.goto('/admin?tab=statistics');
  await page.getByTestId('stats-set').click();
  await page.getByRole('option', { name: title }).click();
  const rows = page.getByTestId('item-row');
  await expect(rows).toHaveCount(50);
  const first = await rows.first().getAttribute('data-question');
  await page.getByTestId('stats-pager').getByRole('button', { name: '2 ページ目' }).click();
  await expect(rows.first()).not.toHaveAttribute('data-question', first ?? '');
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId('stats-summary')).toContainText(`${SIZE}問中`);
  await page.screenshot({ path: 'test-results/big-set-statistics.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/big-set-statistics-phone.png', fullPage: false });

  await learnerJumpsToTheEnd(browser, await createUser(request, 'bigquiz'), setId);
});

/** The learner's half (issue 35 point 7): the quiz reads windows, never the whole set. */
async function learnerJumpsToTheEnd(browser: Browser, learner: Credentials, setId: string) {
  const context = await browser.newContext();
  const quiz = await context.newPage();
  const reads: Array<{ url: string; bytes: number }> = [];
  const windowCursors: Array<string | null> = [];
  quiz.on('request', (request) => {
    if (request.url().includes('/api/questions?'))
      windowCursors.push(new URL(request.url()).searchParams.get('cursor'));
  });
  quiz.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    reads.push({ url: response.url(), bytes: body.length });
  });
  await signIn(quiz, learner);
  await quiz.goto(`/quiz/${setId}`);
  await expect(quiz.getByTestId('quiz-question-number')).toContainText(`1 / ${SIZE}`);
  await expect(quiz.getByTestId('answer-sheet-item')).toHaveCount(100);

  const windowsBefore = windowCursors.length;
  await quiz.getByTestId('answer-sheet-jump').fill(String(SIZE - 1));
  await quiz.getByTestId('answer-sheet-jump').press('Enter');
  await expect(quiz.getByTestId('quiz-question-number')).toContainText(`${SIZE - 1} / ${SIZE}`);
  // After the move of the last question to number 2, place 9,999 holds the 9,998th line (answer A: 選択肢1).
  await expect(quiz.getByTestId('quiz-question-text')).toHaveText(`一万問の${SIZE - 2}`);
  await quiz.getByTestId('quiz-option').filter({ hasText: '選択肢1' }).click();
  await quiz.getByTestId('quiz-submit').click();
  await expect(quiz.getByTestId('quiz-result')).toHaveAttribute('data-correct', 'true');
  const sheet = quiz.getByTestId('answer-sheet-item');
  await expect(sheet).toHaveCount(100);
  await expect(sheet.last()).toHaveAttribute('data-index', String(SIZE - 1));
  await expect(quiz.locator(`[data-testid="answer-sheet-item"][data-index="${SIZE - 2}"]`)).toHaveAttribute(
    'data-answered',
    'true',
  );
  // The jump read the one window holding question 9,999 (there is no window after it to prefetch).
  expect(windowCursors.slice(windowsBefore)).toEqual([String(SIZE - 100)]);
  const largest = [...reads].sort((a, b) => b.bytes - a.bytes)[0];
  expect(largest?.bytes ?? 0, `largest read: ${largest?.url}`).toBeLessThan(300 * 1024);
  await quiz.screenshot({ path: 'test-results/big-set-quiz.png', fullPage: true });
  await quiz.setViewportSize({ width: 390, height: 844 });
  await quiz.screenshot({ path: 'test-results/big-set-quiz-phone.png', fullPage: true });
  await context.close();
}
