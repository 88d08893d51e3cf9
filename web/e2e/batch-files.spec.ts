import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createSet } from './support/learner-sets';
import { createUser, OPERATOR, signIn } from './support/session';

/**
 * Issue 39: the batch tab's preview reads a file as the server will (Shift_JIS from Excel, UTF-8 with a BOM),
 * names the encoding with a choice to override it, and refuses an empty or binary file before anything is sent.
 */
// 「主キー|一意|重複|A」 in Shift_JIS.
const SJIS = Buffer.from('8ee5834c815b7c88ea88d37c8f6495a17c410d0a', 'hex');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

const choose = (page: Page, name: string, buffer: Buffer) =>
  page
    .getByTestId('batch-tab')
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer });

test('Shift_JIS and UTF-8 BOM files preview as written; empty and binary files are refused and nothing is imported', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const set = await createSet(request, { title: `E2E 文字コード ${Date.now()}`, questions: 1 });
  await signIn(page, await createUser(request, 'e2enc', true));
  await page.goto('/admin?tab=batch');
  await page.getByTestId('batch-target').click();
  await page.getByRole('option', { name: set.title }).click();

  await choose(page, 'excel.csv', SJIS);
  await expect(page.getByTestId('batch-preview-line').first()).toContainText('主キー|一意|重複|A');
  await expect(page.getByTestId('batch-encoding-detected')).toHaveAttribute('data-encoding', 'shift_jis');
  await expect(page.getByTestId('batch-preview')).toContainText('取り込み可能 1件');
  // Read as UTF-8 on purpose, the same bytes are not text: refused rather than shown as mojibake.
  await page.getByTestId('batch-encoding').click();
  await page.getByRole('option', { name: 'UTF-8', exact: true }).click();
  await expect(page.getByTestId('batch-file-refused')).toBeVisible();
  await page.getByTestId('batch-encoding').click();
  await page.getByRole('option', { name: '自動判定' }).click();
  await expect(page.getByTestId('batch-preview-line').first()).toContainText('主キー');

  await choose(page, 'bom.csv', Buffer.from('\uFEFFBOM付き|はい|いいえ|A', 'utf8'));
  await expect(page.getByTestId('batch-encoding-detected')).toHaveAttribute('data-encoding', 'utf-8-bom');
  await expect(page.getByTestId('batch-preview-line').first()).toHaveText(/^1BOM付き\|はい\|いいえ\|A/);

  for (const [name, bytes, message] of [
    ['empty.csv', Buffer.alloc(0), 'ファイルが空です'],
    ['image.csv', PNG, 'テキストファイルではありません'],
  ] as const) {
    await choose(page, name, bytes);
    await expect(page.getByTestId('batch-file-refused')).toContainText(message);
    await page.getByTestId('batch-upload').click();
    await expect(page.getByTestId('batch-error')).toContainText(message);
    await expect(page.getByTestId('batch-result')).toHaveCount(0);
  }

  const questions = await (
    await request.get(`/api/questions?questionSetId=${set.id}&include=options`, { headers: OPERATOR })
  ).json();
  expect(questions.data.list).toHaveLength(1);
});

test('a text file named .png is refused when chosen (its bytes are read), before anything is saved or previewed', async ({
  page,
  request,
}) => {
  await signIn(page, await createUser(request, 'e2img', true));
  await page.goto('/admin?tab=add-set');
  await page.getByTestId('add-set-image-input').setInputFiles({
    name: 'card.png',
    mimeType: 'image/png',
    buffer: Buffer.from('これは画像ではありません'),
  });
  await expect(page.getByTestId('add-set-image-error')).toBeVisible();
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(0);
});
