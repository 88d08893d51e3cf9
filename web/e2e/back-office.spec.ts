import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createUser, OPERATOR, signIn } from './support/session';

/**
 * Issue 23: the back office refuses instead of correcting, shows results that belong to what was done, and warns
 * before damage (generation out of range, batch mode switch, deleting a set that still has unused codes).
 */

const SHOTS = 'test-results/screens';

const question = (n: number) => ({
  text: `バックオフィス問題${n}`,
  explanation: `解説${n}`,
  questionType: 'single',
  orderIndex: n,
  options: [
    { text: '正しい', isCorrect: true, optionIndex: 'A' },
    { text: '誤り', isCorrect: false, optionIndex: 'B' },
  ],
});

/** A fresh paid set with two questions and one trial question, made with the operator token. */
async function paidSet(request: APIRequestContext, label: string): Promise<{ id: string; title: string }> {
  const title = `E2E ${label} ${Date.now()}`;
  const created = await request.post('/api/question-sets', {
    headers: OPERATOR,
    data: {
      title,
      description: '発行と削除の確認',
      category: 'その他',
      isPaid: true,
      price: 500,
      trialQuestions: 1,
      questions: [question(0), question(1)],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).data.id as string, title };
}

/** Codes of the set on record (every status), read with the operator token. */
async function codesOf(request: APIRequestContext, questionSetId: string): Promise<number> {
  const response = await request.get(`/api/redeem-codes?status=all&questionSetId=${questionSetId}`, {
    headers: OPERATOR,
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.total as number;
}

const toasts = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function chooseOption(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(name);
  await page.getByRole('option', { name }).click();
}

test('a generation out of range is refused with the spec message beside the field, and nothing is generated', async ({
  page,
  request,
}) => {
  const set = await paidSet(request, '発行拒否');
  await signIn(page, await createUser(request, 'e2gen', true));

  // The /admin tab: 101 stays 101 after leaving the field (no clamp), and is refused.
  await page.goto('/admin?tab=redeem-codes');
  const form = page.getByTestId('redeem-generate-form');
  await chooseOption(page, 'redeem-generate-set', set.title);
  await page.getByTestId('redeem-generate-quantity').fill('101');
  await page.getByTestId('redeem-generate-validity').click();
  await expect(page.getByTestId('redeem-generate-quantity')).toHaveValue('101');
  await page.getByTestId('redeem-generate-submit').click();
  await expect(page.getByTestId('redeem-banner')).toHaveText('生成数は1～100の範囲で入力してください');
  await expect(form).toContainText('生成数は1～100の範囲で入力してください');

  await page.getByTestId('redeem-generate-quantity').fill('5');
  await page.getByTestId('redeem-generate-validity').fill('0');
  await page.getByTestId('redeem-generate-quantity').click();
  await expect(page.getByTestId('redeem-generate-validity')).toHaveValue('0');
  await page.getByTestId('redeem-generate-submit').click();
  await expect(page.getByTestId('redeem-banner')).toHaveText('有効期限は1日以上にしてください');
  await expect(form).toContainText('有効期限は1日以上にしてください');

  // The standalone page: 0 days and 101 codes, each with its Japanese message.
  await page.goto('/admin/redeem-codes');
  await chooseOption(page, 'redeem-generate-set', set.title);
  await page.getByTestId('redeem-generate-validity').fill('0');
  await page.getByTestId('redeem-generate-submit').click();
  await expect(page.getByTestId('redeem-generate-form')).toContainText('有効期限は最低1日必要です');
  await expect(toasts(page, '有効期限は最低1日必要です')).toBeVisible();
  await page.getByTestId('redeem-generate-validity').fill('180');
  await page.getByTestId('redeem-generate-quantity').fill('101');
  await page.getByTestId('redeem-generate-submit').click();
  await expect(page.getByTestId('redeem-generate-form')).toContainText(
    '生成数は1～100の範囲で入力してください',
  );
  await expect(page.getByTestId('redeem-generate-quantity')).toHaveValue('101');

  expect(await codesOf(request, set.id)).toBe(0);
  await expect(page.getByTestId('redeem-fresh')).toHaveCount(0);
});

test('switching the batch mode clears the result and fires no toast; a .pdf is refused at selection', async ({
  page,
  request,
}) => {
  const set = await paidSet(request, '一括切替');
  await signIn(page, await createUser(request, 'e2bat', true));
  await page.goto('/admin?tab=batch');
  const fileInput = page.getByTestId('batch-tab').locator('input[type=file]');

  await fileInput.setInputFiles({
    name: 'questions.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n'),
  });
  await expect(page.getByTestId('batch-error')).toHaveText('CSVまたはTXTファイル形式のみサポート');
  await expect(page.getByTestId('batch-preview')).toHaveCount(0);

  await chooseOption(page, 'batch-target', set.title);
  // A trailing newline is not a line of the preview.
  await fileInput.setInputFiles({
    name: 'questions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('追加問題1|はい|いいえ|A|解説\n追加問題2|はい|いいえ|B|解説\n'),
  });
  await expect(page.getByTestId('batch-preview-line')).toHaveCount(2);
  await page.getByTestId('batch-upload').click();
  await expect(page.getByTestId('batch-result')).toContainText('問題一括追加成功！', { timeout: 30_000 });
  await expect(toasts(page, '問題一括追加成功！')).toHaveCount(1);
  // Let the toast close (5 s) so a new one would be seen.
  await expect(toasts(page, '問題一括追加成功！')).toHaveCount(0, { timeout: 10_000 });

  await page.getByTestId('batch-mode').getByText('新しい問題集を作成').click();
  await expect(page.getByTestId('batch-result')).toHaveCount(0);
  await expect(page.getByTestId('batch-preview')).toHaveCount(0);
  await page.getByTestId('batch-mode').getByText('既存の問題集に追加').click();
  await expect(page.getByTestId('batch-result')).toHaveCount(0);
  // Give a wrongly re-fired completion time to show: none may appear.
  await page.waitForTimeout(1_500);
  await expect(toasts(page, '問題集作成成功！')).toHaveCount(0);
  await expect(toasts(page, '問題一括追加成功！')).toHaveCount(0);
});

test('deleting a paid set names its unused codes in the confirmation; the edit form warns when the trial covers the set', async ({
  page,
  request,
}) => {
  const set = await paidSet(request, '削除確認');
  const generated = await request.post('/api/redeem-codes/generate', {
    headers: OPERATOR,
    data: { questionSetId: set.id, validityDays: 30, quantity: 3 },
  });
  expect(generated.status(), await generated.text()).toBeLessThan(300);
  await signIn(page, await createUser(request, 'e2del', true));

  await page.goto('/admin?tab=set-info');
  await page.getByTestId('set-info-item').filter({ hasText: set.title }).click();

  // 2 questions and a trial of 2: free in effect, the form warns (and does not clamp).
  await page.getByTestId('set-info-edit').click();
  await expect(page.getByTestId('set-info-free-in-effect')).toHaveCount(0);
  await page.getByTestId('set-info-trial').fill('2');
  await expect(page.getByTestId('set-info-free-in-effect')).toContainText('実質無料');
  await page.getByTestId('set-info-cancel').click();

  await page.getByTestId('set-info-delete').click();
  await expect(page.getByTestId('confirm-detail')).toContainText('未使用の引換コードが 3 件');
  await expect(page.getByTestId('confirm-detail')).toContainText('引き換えできなくなります');
  await page.getByTestId('confirm-ok').click();
  await expect(toasts(page, '問題集を削除しました')).toBeVisible();
  const listed = await (await request.get('/api/question-sets')).json();
  expect((listed.data as Array<{ id: string }>).some((entry) => entry.id === set.id)).toBe(false);
});

test('the redeem table, the announcement dates and the featuring question at phone and desktop widths', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const set = await paidSet(request, '画面');
  await request.post('/api/redeem-codes/generate', {
    headers: OPERATOR,
    data: { questionSetId: set.id, validityDays: 30, quantity: 1 },
  });
  const ownCategory = `E2E画面${Date.now().toString(36)}`;
  const made = await request.post('/api/question-sets', {
    headers: OPERATOR,
    data: { title: `E2E 画面おすすめ ${ownCategory}`, category: ownCategory },
  });
  const own = { id: (await made.json()).data.id as string };
  await signIn(page, await createUser(request, 'e2scr', true));
  for (const [name, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/admin?tab=redeem-codes');
    await page.getByTestId('redeem-generate-quantity').fill('101');
    await page.getByTestId('redeem-generate-submit').click();
    await expect(page.getByTestId('redeem-generate-form')).toContainText('問題集を選択してください');
    await page.getByTestId('redeem-fix').first().click();
    if (name === 'desktop') {
      // The table keeps its headers on one line (it scrolls instead of squeezing).
      const header = page.getByRole('columnheader', { name: '使用日時' });
      expect((await header.boundingBox())?.height ?? 0).toBeLessThan(60);
    } else {
      // Issue 39: on a phone each code is a card, its code and its actions on the screen together.
      const row = page.getByTestId('redeem-row').first();
      for (const part of [row.locator('td').first(), row.getByTestId('redeem-copy')]) {
        const box = await part.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      }
    }
    await page.screenshot({ path: `${SHOTS}/issue23-redeem-tab-${name}.png`, fullPage: true });
    await page.goto('/admin?tab=content');
    await page.getByTestId('content-tab-homepage').click();
    // The demo's dated announcement reads in the Japanese order, whatever the browser's locale.
    await expect(page.getByTestId('announcements-editor')).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    await page.screenshot({ path: `${SHOTS}/issue23-announcements-${name}.png`, fullPage: true });
    // Featuring a set of a category that is not featured asks which one (cancelled: nothing changes).
    await page.getByTestId('content-tab-featured').click();
    await page
      .locator(`[data-testid=featured-row][data-set-id="${own.id}"]`)
      .getByTestId('featured-toggle')
      .dispatchEvent('click');
    await expect(page.getByTestId('feature-category-modal')).toBeVisible();
    // Let the modal's opening transition end before the picture.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/issue23-feature-ask-${name}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('feature-category-modal')).toHaveCount(0);
  }
});

test('creating a user with a taken username says 用户名已存在 under the username, not the e-mail message', async ({
  page,
  request,
}) => {
  const admin = await createUser(request, 'e2dup', true);
  await signIn(page, admin);
  await page.goto('/admin?tab=users');
  await page.getByTestId('create-user-open').click();
  const form = page.getByTestId('create-user-form');
  await form.locator('input[name=username]').fill(admin.username);
  await form.locator('input[name=email]').fill(`other_${admin.email}`);
  await form.locator('input[name=password]').fill('Passw0rd-dup');
  await form.locator('input[name=confirmPassword]').fill('Passw0rd-dup');
  await page.getByTestId('create-user-submit').click();
  // The server's refusal, in the page's language (Japanese by default; 用户名已存在 in the zh interface).
  await expect(form).toContainText('このユーザー名は既に使われています');
  await expect(toasts(page, 'このユーザー名は既に使われています')).toBeVisible();
  await expect(
    page.getByText('登録できませんでした。このメールアドレスは既に登録されている可能性があります'),
  ).toHaveCount(0);
});
