import { expect, expectAccessible, test } from './support/fixtures';
import { createUser, OPERATOR, signIn } from './support/session';

/** Content management end to end (issue 14): an administrator edits the home page and an open visitor page follows. */

const SHOTS = 'test-results/screens';

test.describe('content management', () => {
  let original: Record<string, unknown> | null = null;

  test.beforeAll(async ({ request }) => {
    const response = await request.get('/api/homepage/content');
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    original = {
      title: data.title,
      subtitle: data.subtitle,
      welcomeTitle: data.welcomeTitle,
      welcomeDescription: data.welcomeDescription,
      bannerImage: data.bannerImage,
      footerText: data.footerText,
      announcements: data.announcements,
      theme: data.theme,
      featuredCategories: data.featuredCategories,
      translations: data.translations,
    };
  });

  // The e2e server is shared by every spec: leave the home page as the demo seed made it.
  test.afterAll(async ({ request }) => {
    if (original) await request.put('/api/homepage/content', { headers: OPERATOR, data: original });
  });

  test('an administrator edits texts, theme, announcements and categories, and a visitor’s open page follows live', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await expect(visitor.getByTestId('socket-status')).toHaveAttribute('data-state', 'connected');
    await expect(visitor.getByTestId('announcement').first()).toContainText('デモ環境へようこそ');
    await expect(visitor.getByTestId('hero')).toHaveAttribute('data-banner', /^\/uploads\//);

    const admin = await createUser(request, 'editor', true);
    await signIn(page, admin);
    await page.goto('/admin');
    await expect(page.getByTestId('admin-tab-content')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('overview-totalSets')).toContainText(/\d+/);
    await expect(page.getByTestId('overview-activeFeaturedCategories')).toContainText('3');
    await page.screenshot({ path: `${SHOTS}/content-overview.png`, fullPage: true });
    await expectAccessible(page, 'the content overview');

    // Homepage: texts, an important announcement, the dark theme with its preview.
    await page.getByTestId('content-tab-homepage').click();
    const welcome = `E2E ようこそ ${Date.now()}`;
    await page.getByTestId('content-welcomeTitle').fill(welcome);
    await page.getByTestId('announcement-add').click();
    const row = page.getByTestId('announcement-row').last();
    await row
      .getByTestId('announcement-text')
      .fill('<p>重要: 試験日程が変わりました<script>alert(1)</script></p>');
    await row.getByTestId('announcement-level').click();
    await page.getByRole('option', { name: '重要なお知らせ' }).click();
    await page.getByTestId('content-theme').getByText('ダーク').click();
    await expect(page.getByTestId('theme-preview')).toHaveAttribute('data-scheme', 'dark');
    await page.screenshot({ path: `${SHOTS}/content-homepage.png`, fullPage: true });
    await expectAccessible(page, 'the homepage editor');
    await page.getByTestId('content-save').click();
    await expect(page.getByText('ホームページの内容を保存しました')).toBeVisible();

    // The visitor's page follows without reload: title, the new announcement (sanitised), the theme.
    await expect(visitor.getByTestId('hero-title')).toHaveText(welcome);
    const important = visitor.locator('[data-testid=announcement][data-level=important]');
    await expect(important).toContainText('重要: 試験日程が変わりました');
    expect(await important.locator('script').count()).toBe(0);
    await expect(visitor.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await visitor.screenshot({ path: `${SHOTS}/content-visitor-dark.png`, fullPage: true });

    // Issue 36: the Chinese version of the welcome title, edited beside the Japanese (shown as its placeholder).
    await page.getByTestId('content-language').getByText('中文').click();
    const zhTitle = page.getByTestId('content-welcomeTitle');
    await expect(zhTitle).toHaveAttribute('data-language', 'zh');
    await expect(zhTitle).toHaveAttribute('placeholder', welcome);
    // The preview shows the stored Chinese title, or the Japanese one where none is written (as the home page).
    await expect(page.getByTestId('theme-preview')).toHaveAttribute('data-language', 'zh');
    await expect(page.getByTestId('preview-welcome-title')).toHaveText(
      (await zhTitle.inputValue()) || welcome,
    );
    await zhTitle.fill(`欢迎 ${welcome.slice(-13)}`);
    // The preview shows the language being edited.
    await expect(page.getByTestId('preview-welcome-title')).toHaveText(`欢迎 ${welcome.slice(-13)}`);
    await page.screenshot({ path: `${SHOTS}/content-homepage-zh.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/content-homepage-zh-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('content-save').click();
    await expect(page.getByText('ホームページの内容を保存しました').last()).toBeVisible();
    await expect
      .poll(
        async () =>
          (await (await request.get('/api/homepage/content')).json()).data.translations.zh.welcomeTitle,
      )
      .toBe(`欢迎 ${welcome.slice(-13)}`);
    await page.getByTestId('content-language').getByText('日本語').click();
    await expect(page.getByTestId('preview-welcome-title')).toHaveText(welcome);

    // Categories: blank refused, add, rename, delete with confirmation.
    await page.getByTestId('content-tab-categories').click();
    await page.getByTestId('category-new').fill('   ');
    await page.getByTestId('category-add').click();
    await expect(page.getByText('カテゴリ名を入力してください')).toBeVisible();
    await page.getByTestId('category-new').fill('E2E特集');
    await page.getByTestId('category-add').click();
    await expect(page.getByText('カテゴリを追加しました')).toBeVisible();
    const added = page.getByTestId('category-row').filter({ hasText: 'E2E特集' });
    await added.getByTestId('category-edit').click();
    await page.getByTestId('category-rename-input').fill('E2E特集・改');
    await page.getByTestId('category-rename-save').click();
    await expect(page.getByText('カテゴリを更新しました')).toBeVisible();

    // Featured: put a set under the renamed category, then take it off again. The toasts sit over the table's
    // right-hand column: let them close (5 s) before using it.
    const toasts = page.locator('.mantine-Notification-root');
    await expect(toasts).toHaveCount(0, { timeout: 15_000 });
    // A set of a category that is not a featured one (issue 23): featuring it asks under which featured category.
    const ownCategory = `E2E独自${Date.now().toString(36)}`;
    const made = await request.post('/api/question-sets', {
      headers: OPERATOR,
      data: { title: `E2E おすすめ ${ownCategory}`, category: ownCategory },
    });
    expect(made.status(), await made.text()).toBe(201);
    const setId = (await made.json()).data.id as string;
    await page.reload();
    await page.getByTestId('content-tab-featured').click();
    const target = page.locator(`[data-testid=featured-row][data-set-id="${setId}"]`);
    // A switch's hidden checkbox: dispatch the click (React's onChange) rather than aim the pointer at it.
    await target.getByTestId('featured-toggle').dispatchEvent('click');
    const ask = page.getByTestId('feature-category-modal');
    await expect(ask).toContainText(ownCategory);
    await ask.getByTestId('feature-category-choice').click();
    await ask.getByRole('option', { name: 'E2E特集・改' }).click();
    await ask.getByTestId('feature-category-confirm').click();
    await expect(page.getByText('をおすすめに設定しました')).toBeVisible();
    await expect(toasts).toHaveCount(0, { timeout: 15_000 });
    const featuredRow = page.locator(`[data-testid=featured-row][data-set-id="${setId}"]`);
    await expect
      .poll(
        async () => (await (await request.get(`/api/question-sets/${setId}`)).json()).data.featuredCategory,
      )
      .toBe('E2E特集・改');
    await expect(featuredRow.getByTestId('featured-category')).toHaveValue('E2E特集・改');
    await page.screenshot({ path: `${SHOTS}/content-featured.png`, fullPage: true });
    await expectAccessible(page, 'the featured sets');
    await expect(toasts).toHaveCount(0, { timeout: 15_000 });
    await featuredRow.getByTestId('featured-toggle').dispatchEvent('click');
    await expect(page.getByText('をおすすめから外しました')).toBeVisible();

    await page.getByTestId('content-tab-categories').click();
    await page
      .getByTestId('category-row')
      .filter({ hasText: 'E2E特集・改' })
      .getByTestId('category-delete')
      .click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText('カテゴリを削除しました')).toBeVisible();
    await expect(page.getByTestId('category-row').filter({ hasText: 'E2E特集・改' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/content-categories.png`, fullPage: true });
    await expectAccessible(page, 'the categories');
    await visitorContext.close();
  });

  test('a save refused with 401 shows the session message and goes home after 3 s', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const admin = await createUser(request, 'expired', true);
    await signIn(page, admin);
    await page.goto('/admin?tab=content');
    await page.getByTestId('content-tab-homepage').click();
    await page.route('**/api/homepage/content', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, message: 'Unauthorized' }),
          })
        : route.continue(),
    );
    await page.getByTestId('content-subtitle').fill('期限切れの保存');
    await page.getByTestId('content-save').click();
    await expect(page.getByText('セッションが期限切れです。再度ログインしてください')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  });
});
