import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createSet } from './support/learner-sets';
import { createUser, OPERATOR, signIn } from './support/session';

/**
 * Issue 39: the back office's numbers, typed and pasted as a Japanese administrator does. 1,980 and １９８０ are
 * 1980; 1e3, 1.5, -5, 150 and an empty pass rule are refused under their field and nothing is saved.
 */

/** Puts `text` on the clipboard and pastes it into the emptied field with the keyboard, as a person pastes. */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.fill('');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue(text);
}

async function type(field: Locator, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
  await expect(field).toHaveValue(text);
}

/** The message Mantine shows under a field (its aria-describedby error). */
const messageUnder = (page: Page, testId: string) =>
  page
    .locator(`[data-testid="${testId}"]`)
    .locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")][1]')
    .locator('.mantine-InputWrapper-error');

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('prices typed and pasted the Japanese way are whole yen; anything else is refused under the field', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await createUser(request, 'numbers', true);
  await signIn(page, admin);
  await page.goto('/admin?tab=add-set');
  await expect(page.getByTestId('add-set-connection')).toHaveAttribute('data-status', 'online');
  const title = `E2E 価格 ${Date.now()}`;
  await page.getByTestId('add-set-title').fill(title);
  await page.getByTestId('add-set-paid').check();
  const price = page.getByTestId('add-set-price');

  for (const [text, message] of [
    ['1e3', '数字で入力してください（例: 1,980）'],
    ['1.5', '小数は入力できません。整数で入力してください'],
    ['-5', 'マイナスの値は入力できません'],
    ['1,000,001', '価格は0〜1,000,000円の整数で入力してください'],
    ['1,98', '数字で入力してください（例: 1,980）'],
  ] as const) {
    await type(price, text);
    await expect(messageUnder(page, 'add-set-price')).toHaveText(message);
    await paste(page, price, text);
    await expect(messageUnder(page, 'add-set-price')).toHaveText(message);
    // Refused: the form says why and no set is created (the value is never corrected to another number).
    await page.getByTestId('add-set-submit').click();
    await expect(price).toHaveValue(text);
  }
  for (const text of ['1980', '１９８０', '１，９８０']) {
    await type(price, text);
    await expect(messageUnder(page, 'add-set-price')).toHaveCount(0);
  }
  await paste(page, price, '1,980');
  await expect(messageUnder(page, 'add-set-price')).toHaveCount(0);
  await page.getByTestId('add-set-trial').fill('０');
  await page.getByTestId('add-set-submit').click();
  await expect(page.getByText('問題集が正常に作成されました！')).toBeVisible();

  const sets = await (await request.get('/api/question-sets', { headers: OPERATOR })).json();
  const mine = sets.data.filter((set: { title: string }) => set.title === title);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ isPaid: true, price: 1980, trialQuestions: 0 });

  // The info tab's edit form reads a pasted 1,480 as 1480 (it was saved as 1.48).
  await page.goto('/admin?tab=set-info');
  await page.locator(`[data-testid="set-info-item"][data-set-id="${mine[0].id}"]`).click();
  await page.getByTestId('set-info-edit').click();
  const editPrice = page.getByTestId('set-info-price');
  await paste(page, editPrice, '1e3');
  await expect(messageUnder(page, 'set-info-price')).toHaveText('数字で入力してください（例: 1,980）');
  await paste(page, editPrice, '1,480');
  await page.getByTestId('set-info-save').click();
  await expect
    .poll(async () => {
      const listed = await (await request.get('/api/question-sets', { headers: OPERATOR })).json();
      return listed.data.find((set: { id: string }) => set.id === mine[0].id)?.price;
    })
    .toBe(1480);
});

test('pass rules: empty, -5, 150 and 1,000 are refused without a save; a pasted ７５ is saved as 75', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await createUser(request, 'passrule', true);
  const set = await createSet(request, { title: `E2E 合格基準 ${Date.now()}`, questions: 2 });
  await signIn(page, admin);
  await page.goto('/admin?tab=set-info');
  await page.locator(`[data-testid="set-info-item"][data-set-id="${set.id}"]`).click();
  const overall = page.getByTestId('pass-rule-overall');
  await expect(overall).toHaveValue('60');
  const rangeMessage = '合格基準は0〜100の整数（%）で指定してください';

  for (const [text, message] of [
    ['', '入力してください'],
    ['-5', 'マイナスの値は入力できません'],
    ['150', rangeMessage],
    ['1,000', rangeMessage],
    ['1.5', '小数は入力できません。整数で入力してください'],
  ] as const) {
    for (const enter of [type, (field: Locator, value: string) => paste(page, field, value)]) {
      if (text === '') await overall.fill('');
      else await enter(overall, text);
      await expect(messageUnder(page, 'pass-rule-overall')).toHaveText(message);
      await page.getByTestId('pass-rule-save').click();
      await expect(page.getByText('合格基準を保存しました')).toHaveCount(0);
    }
  }
  const unchanged = await (await request.get(`/api/question-sets/${set.id}/pass-rule`)).json();
  expect(unchanged.data).toMatchObject({ overall: 60, categoryMinimum: 30, isDefault: true });

  await paste(page, overall, '７５');
  await type(page.getByTestId('pass-rule-category'), '４０');
  await page.getByTestId('pass-rule-save').click();
  await expect(page.getByText('合格基準を保存しました')).toBeVisible();
  const saved = await (await request.get(`/api/question-sets/${set.id}/pass-rule`)).json();
  expect(saved.data).toMatchObject({ overall: 75, categoryMinimum: 40, isDefault: false });
});
