import { expect, test } from './support/fixtures';
import { createUser, OPERATOR, signIn } from './support/session';

const SIZE = 10_000;

/**
 * Issue 35: a 10,000-question set seeded through the API (the batch import); the administrator reaches the last
 * page in one interaction, moves a question by typing its new number and sees the new order, and the statistics'
 * second page differs from the first.
 */
test('a 10,000-question set in the back office: last page, a move by number, paged statistics', async ({
  page,
  request,
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
});
