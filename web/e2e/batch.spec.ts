import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createUser, OPERATOR, signIn } from './support/session';

/** A set created for the test, with the import's lines chosen in the batch tab by a new administrator. */
async function chooseLines(
  page: Page,
  request: APIRequestContext,
  title: string,
  lines: string[],
  who: string,
) {
  const created = await request.post('/api/question-sets', {
    headers: OPERATOR,
    data: { title, category: 'その他' },
  });
  expect(created.status()).toBe(201);
  await signIn(page, await createUser(request, who, true));
  await page.goto('/admin?tab=batch');
  await page.getByTestId('batch-target').click();
  await page.getByRole('option', { name: title }).click();
  // Mantine's FileInput keeps a hidden file input behind its button.
  await page
    .getByTestId('batch-tab')
    .locator('input[type=file]')
    .setInputFiles({ name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
}

/** Issue 13: an administrator imports a file in the batch tab and finds the questions in the manage tab. */
test('an administrator imports 200 lines with 3 bad ones, follows the progress, and sees 197 / 3 with line numbers', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `E2E 一括取り込み ${Date.now()}`;
  const bad = new Set([17, 88, 150]);
  const lines = Array.from({ length: 200 }, (_, index) => {
    const line = index + 1;
    if (line === 17) return `正解が小文字の行|選択肢1|選択肢2|b`;
    if (line === 88) return `正解に全角読点の行|選択肢1|選択肢2|選択肢3|A，B`;
    if (line === 150) return `存在しない選択肢の行|選択肢1|選択肢2|E`;
    return `取り込み問題${line}|選択肢1|選択肢2|選択肢3|${line % 3 === 0 ? 'A,C' : 'B'}|解説${line}`;
  });
  expect(bad.size).toBe(3);
  await chooseLines(page, request, title, lines, 'importer');

  // The preview shows the first 10 lines before anything is written.
  await expect(page.getByTestId('batch-preview-line')).toHaveCount(10);
  await expect(page.getByTestId('batch-preview')).toContainText('エラー 3件');

  await page.getByTestId('batch-upload').click();
  await expect(page.getByTestId('batch-progress')).toBeVisible();
  await expect(page.getByTestId('batch-result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('batch-result-success')).toContainText('197');
  await expect(page.getByTestId('batch-result-failed')).toContainText('3');
  await expect(page.getByTestId('batch-result-error')).toHaveCount(3);
  for (const line of bad) await expect(page.getByTestId('batch-result-errors')).toContainText(String(line));

  await page.goto('/admin?tab=manage-sets');
  await page
    .getByTestId('manage-set-card')
    .filter({ hasText: title })
    .getByTestId('manage-set-manage-questions')
    .click();
  await expect(page.getByTestId('question-row').first()).toContainText('取り込み問題1');
  await expect(page.getByTestId('question-pager')).toBeVisible();
});

/** Issue 35: the import's commits invalidate the set list batch after batch; the tab refetches it once, at the end. */
test('an administrator imports 2,000 lines and the set list is read again once, when the import is in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `E2E 一括取り込み 再読込 ${Date.now()}`;
  const lines = Array.from(
    { length: 2000 },
    (_, index) => `再読込問題${index + 1}|選択肢1|選択肢2|選択肢3|B`,
  );
  await chooseLines(page, request, title, lines, 'relist');
  await expect(page.getByTestId('batch-preview-line')).toHaveCount(10);

  const listReads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && new URL(sent.url()).pathname === '/api/question-sets')
      listReads.push(sent.url());
  });
  await page.getByTestId('batch-upload').click();
  await expect(page.getByTestId('batch-result-success')).toContainText('2000', { timeout: 60_000 });

  // Ten chunks, each committed by the read side: one refetch once they are all in, none per commit.
  await expect.poll(() => listReads.length, { timeout: 10_000 }).toBe(1);
  await page.waitForTimeout(1_500);
  expect(listReads).toHaveLength(1);
});
