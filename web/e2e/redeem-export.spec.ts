import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { createSet } from './support/learner-sets';
import { createUser, signIn } from './support/session';

/** Issue 39: 100 codes are handed out at once — copied in one tap or downloaded as CSV — not one by one. */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('100 generated codes are copied at once and downloaded as CSV; the filtered list exports all its pages', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const set = await createSet(request, { title: `E2E 配布 ${Date.now()}`, questions: 2, price: 980 });
  await signIn(page, await createUser(request, 'e2exp', true));
  await page.goto('/admin?tab=redeem-codes');
  await page.getByTestId('redeem-generate-set').click();
  await page.getByTestId('redeem-generate-set').fill(set.title);
  await page.getByRole('option', { name: set.title }).click();
  await page.getByTestId('redeem-generate-quantity').fill('１００');
  await page.getByTestId('redeem-generate-submit').click();
  await expect(page.getByTestId('redeem-batch')).toContainText('100 件');

  await page.getByTestId('redeem-batch-copy-all').click();
  await expect(page.getByTestId('redeem-banner')).toHaveText('100 件のコードをコピーしました');
  const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
  expect(copied).toHaveLength(100);
  expect(new Set(copied).size).toBe(100);

  const [batchFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('redeem-batch-csv').click(),
  ]);
  expect(batchFile.suggestedFilename()).toMatch(/^redeem-codes-\d{8}-\d{4}\.csv$/);
  const batchCsv = await readFile(await batchFile.path(), 'utf8');
  const batchLines = batchCsv.trimEnd().split('\r\n');
  expect(batchLines[0]).toBe('\uFEFFコード,問題集,有効期間（日）,ステータス,作成日時,使用日時,使用者');
  expect(batchLines).toHaveLength(101);
  expect(
    batchLines
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
  ).toEqual([...copied].sort());
  expect(batchLines[1]).toContain(`,${set.title},30,未使用,`);

  // The list filtered to this set (two pages of 50 on screen) exports all 100.
  await page.getByTestId('redeem-set-filter').click();
  await page.getByRole('option', { name: set.title }).click();
  await expect(page.getByTestId('redeem-total')).toContainText('100');
  const [listFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('redeem-list-csv').click(),
  ]);
  const listLines = (await readFile(await listFile.path(), 'utf8')).trimEnd().split('\r\n');
  expect(listLines).toHaveLength(101);
  await page.getByTestId('redeem-list-copy-all').click();
  await expect(page.getByTestId('redeem-banner')).toHaveText('100 件のコードをコピーしました');
});
