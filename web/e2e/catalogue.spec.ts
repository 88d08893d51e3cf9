import { expect, expectAccessible, test } from './support/fixtures';

const adminHeaders = { Authorization: 'Bearer e2e-admin-token-for-playwright' };

test.describe('catalogue', () => {
  test('the home page shows the demo question sets in Japanese', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero')).toBeVisible();
    const cards = page.getByTestId('set-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('group-free')).toBeVisible();
    await expect(page.getByTestId('group-paid')).toBeVisible();
    await expect(page.getByTestId('featured-carousel')).toBeVisible();
    await expect(page.getByTestId('socket-status')).toHaveAttribute('data-state', 'connected');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expectAccessible(page, 'the home page');
  });

  test('the search page filters by text and sorts by name', async ({ page, request }) => {
    const listing = await (await request.get('/api/question-sets')).json();
    const titles: string[] = listing.data.map((set: { title: string }) => set.title);
    expect(titles.length).toBeGreaterThanOrEqual(4);

    await page.goto('/question-sets');
    const cards = page.getByTestId('set-card');
    await expect(cards).toHaveCount(titles.length);
    await expect(page.getByTestId('result-count')).toContainText(String(titles.length));
    await expectAccessible(page, 'the search page');

    const target = titles[0] ?? '';
    const word = target.slice(0, 4);
    await page.getByTestId('search-input').fill(word);
    const expected = listing.data.filter((set: { title: string; description: string; category: string }) =>
      [set.title, set.description, set.category].some((field) =>
        field.toLowerCase().includes(word.toLowerCase()),
      ),
    ).length;
    await expect(cards).toHaveCount(expected);
    await expect(cards.first()).toHaveAttribute('data-set-title', new RegExp(word));

    await page.getByTestId('search-input').fill('');
    await expect(cards).toHaveCount(titles.length);
    await page.getByTestId('sort-select').click();
    await page.getByRole('option', { name: /Z-A|Z→A|降順/ }).click();
    const sorted = [...titles].sort((a, b) => b.localeCompare(a, 'ja'));
    await expect(cards.first()).toHaveAttribute('data-set-title', sorted[0] ?? '');
  });

  test('a set created through the command path appears on an open home page without reload', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('set-card').first()).toBeVisible();
    await expect(page.getByTestId('socket-status')).toHaveAttribute('data-state', 'connected');
    const before = await page.getByTestId('set-card').count();

    const title = `E2E 新着問題集 ${Date.now()}`;
    const created = await request.post('/api/question-sets', {
      headers: adminHeaders,
      data: {
        title,
        description: 'Playwright で作成した問題集',
        category: 'ソフトウェア工学',
        icon: '🧪',
        isPaid: false,
        questions: [
          {
            text: 'テスト駆動開発で最初に書くものはどれか。',
            questionType: 'single',
            explanation: '<p>まず失敗するテストを書きます。</p>',
            options: [
              { text: '失敗するテスト', isCorrect: true },
              { text: '本番コード', isCorrect: false },
            ],
          },
        ],
      },
    });
    expect(created.status()).toBe(201);

    await expect(page.locator(`[data-testid="set-card"][data-set-title="${title}"]`).first()).toBeVisible();
    expect(await page.getByTestId('set-card').count()).toBeGreaterThan(before);
  });
});
