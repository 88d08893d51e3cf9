import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './support/fixtures';
import { createUser, OPERATOR, signIn } from './support/session';

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
});
