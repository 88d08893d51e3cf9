import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './support/fixtures';
import { createSet } from './support/learner-sets';
import { phoneProblems } from './support/phone-check';
import { createUser, OPERATOR, PHONE, signIn, signInAtProvider } from './support/session';

/** The back office's authoring tabs end to end (issue 12): add, manage, info, and a learner watching. */

const fillQuestion = async (
  page: Page,
  text: string,
  options: string[],
  correct: number,
  explanation: string,
) => {
  const form = page.getByTestId('question-form');
  await form.getByTestId('question-text').fill(text);
  for (const [index, option] of options.entries()) {
    await form.getByTestId(`question-option-text-${String.fromCharCode(65 + index)}`).fill(option);
  }
  await form.getByTestId(`question-option-correct-${String.fromCharCode(65 + correct)}`).check();
  const editor = form.getByTestId('question-explanation-editor');
  await editor.click();
  await editor.pressSequentially(explanation);
  await form.getByTestId('question-form-submit').click();
};

test.describe('authoring back office', () => {
  test('an administrator builds a paid set, edits a question, uploads its card image, and a learner sees it live', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await createUser(request, 'author', true);
    const learner = await createUser(request, 'watcher');
    const title = `E2E 有料問題集 ${Date.now()}`;

    // A learner's home page stays open the whole time.
    const learnerContext = await browser.newContext();
    const learnerPage = await learnerContext.newPage();
    await signIn(learnerPage, learner);
    await expect(learnerPage.getByTestId('socket-status')).toHaveAttribute('data-state', 'connected');

    await signIn(page, admin);
    await page.goto('/admin?tab=add-set');
    await expect(page.getByTestId('add-set-connection')).toHaveAttribute('data-status', 'online');
    await page.getByTestId('add-set-title').fill(title);
    await page.getByTestId('add-set-description').fill('Playwright が作成した有料の問題集');
    await page.getByTestId('add-set-category').click();
    await page.getByRole('option', { name: 'データベース' }).click();
    await page.getByTestId('add-set-paid').check();
    await page.getByTestId('add-set-price').fill('1200');
    await page.getByTestId('add-set-trial').fill('1');
    const questions = [
      ['正規化の主な目的はどれか。', ['更新時の不整合を防ぐ', '検索を必ず速くする', '表を一つにまとめる'], 0],
      ['主キーに求められる性質はどれか。', ['重複してよい', '一意で NULL を持たない', '必ず数値である'], 1],
      ['外部キーが参照するものはどれか。', ['別の表の主キー', '同じ表の索引', 'ビューの列名'], 0],
    ] as const;
    for (const [text, options, correct] of questions) {
      await page.getByTestId('add-set-question-add').click();
      await fillQuestion(page, text, [...options], correct, '解説の本文です。');
      await expect(page.getByTestId('question-form')).toBeHidden();
    }
    await expect(page.getByTestId('add-set-question')).toHaveCount(3);
    await page.getByTestId('add-set-submit').click();
    await expect(page.getByText('問題集が正常に作成されました！')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');

    // The learner's open home page received the new set without a reload.
    const learnerCard = learnerPage.getByTestId('set-card').filter({ hasText: title });
    await expect(learnerCard.first()).toBeVisible({ timeout: 15_000 });

    const sets = await (await request.get('/api/question-sets', { headers: OPERATOR })).json();
    const created = sets.data.find((set: { title: string }) => set.title === title);
    expect(created).toMatchObject({ isPaid: true, price: 1200, trialQuestions: 1, questionCount: 3 });

    // Manage tab: edit the second question's text.
    await page.goto('/admin?tab=manage-sets');
    await page
      .getByTestId('manage-set-card')
      .filter({ hasText: title })
      .getByTestId('manage-set-manage-questions')
      .click();
    await expect(page.getByTestId('question-row')).toHaveCount(3);
    await page.getByTestId('question-row').nth(1).getByTestId('question-edit').click();
    await page
      .getByTestId('question-form')
      .getByTestId('question-text')
      .fill('主キーに必ず求められる性質はどれか。');
    await page.getByTestId('question-form-submit').click();
    await expect(page.getByText('問題が正常に更新されました')).toBeVisible();
    await expect(page.getByTestId('question-row').nth(1)).toContainText(
      '主キーに必ず求められる性質はどれか。',
    );
    const read = await (
      await request.get(`/api/questions?questionSetId=${created.id}&include=options`, { headers: OPERATOR })
    ).json();
    expect(read.data.list[1]).toMatchObject({ text: '主キーに必ず求められる性質はどれか。' });
    expect(read.data.list[1].options[1]).toMatchObject({ isCorrect: true });

    // Info tab: upload a card image.
    await page.goto('/admin?tab=set-info');
    await page.getByTestId('set-info-item').filter({ hasText: title }).click();
    await page.getByTestId('set-info-edit').click();
    const image = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#e8590c' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('set-info-image-input')
      .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: image });
    await expect(page.getByTestId('set-info-image-preview')).toBeVisible();
    await page.getByTestId('set-info-save').click();
    await expect(page.getByTestId('set-info-detail')).toHaveAttribute('data-mode', 'view');

    // The learner's page shows the image, still without a reload.
    await expect(learnerCard.first().getByTestId('set-card-image')).toHaveAttribute(
      'src',
      /^\/uploads\/[0-9a-f]{64}\.png$/,
      { timeout: 15_000 },
    );
    await learnerContext.close();
  });

  test('the authoring and batch tabs are screens, not placeholders (content management has an issue of its own)', async ({
    page,
    request,
  }) => {
    // A sign-in and six axe scans: more than the default 30 s on a loaded machine.
    test.setTimeout(90_000);
    const admin = await createUser(request, 'tabs', true);
    await signIn(page, admin);
    for (const tab of ['users', 'add-set', 'batch', 'manage-sets', 'set-info', 'redeem-codes']) {
      await page.goto(`/admin?tab=${tab}`);
      await expect(page.getByTestId('admin-shell')).toBeVisible();
      await expect(page.getByTestId('admin-coming-soon'), tab).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `the admin tab ${tab}`);
    }
  });

  test('the set-level 選択肢を書いた順に表示する: shown as saved, saved by its own call, a refusal shown, on a desktop and a phone', async ({
    browser,
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const admin = await createUser(request, 'order', true);
    const set = await createSet(request, { title: `E2E 並び順 ${Date.now()}`, questions: 2 });
    const listing = async () =>
      (await (await request.get(`/api/question-sets/${set.id}`, { headers: OPERATOR })).json()).data;

    await signIn(page, admin);
    await page.goto('/admin?tab=set-info');
    await page.getByTestId('set-info-item').filter({ hasText: set.title }).click();
    const toggle = page.getByTestId('set-keep-option-order');
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAttribute('data-saved', 'false');

    await toggle.click();
    await expect(page.getByText('選択肢を書いた順に表示するようにしました')).toBeVisible();
    // The read model has it, and the switch shows what was saved.
    await expect(toggle).toHaveAttribute('data-saved', 'true');
    await expect(toggle).toBeChecked();
    expect(await listing()).toMatchObject({ keepOptionOrder: true });
    await page.screenshot({ path: testInfo.outputPath('option-order-desktop.png'), fullPage: true });

    // A refusal (the server's 400 for a flag that is not true/false) puts the switch back and says why.
    await page.route(`**/api/question-sets/${set.id}/option-order`, (route) =>
      route.continue({ postData: JSON.stringify({ keepOptionOrder: 'no' }) }),
    );
    await toggle.click();
    await expect(page.getByTestId('set-info-detail')).toContainText(
      '選択肢の並び順を変更できませんでした: 選択肢の並び順の設定は true または false で指定してください',
    );
    await expect(toggle).toBeChecked();
    expect(await listing()).toMatchObject({ keepOptionOrder: true });
    await page.screenshot({ path: testInfo.outputPath('option-order-refused.png'), fullPage: true });

    // On a phone: the switch is there with the saved value, fits the screen, and turns the flag back off.
    const phone = await browser.newContext(PHONE);
    const phonePage = await phone.newPage();
    await phonePage.goto('/');
    await phonePage.locator('header .mantine-Burger-root').click();
    await phonePage.getByRole('dialog').getByTestId('sign-in-button').click();
    await signInAtProvider(phonePage, admin);
    await phonePage.goto('/admin?tab=set-info');
    await phonePage.getByTestId('set-info-item').filter({ hasText: set.title }).click();
    const phoneToggle = phonePage.getByTestId('set-keep-option-order');
    await expect(phoneToggle).toBeChecked();
    await phoneToggle.scrollIntoViewIfNeeded();
    expect(await phoneProblems(phonePage)).toEqual([]);
    await phonePage.screenshot({ path: testInfo.outputPath('option-order-phone.png'), fullPage: true });
    await phoneToggle.click();
    await expect(phonePage.getByText('選択肢を学習者ごとの順に表示するようにしました')).toBeVisible();
    await expect(phoneToggle).toHaveAttribute('data-saved', 'false');
    expect(await listing()).toMatchObject({ keepOptionOrder: false });
    await phone.close();
  });
});
