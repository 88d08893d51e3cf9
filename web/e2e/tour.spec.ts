import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import { createUser, signedInPhone } from './support/session';

/**
 * The tour of the README: the home page on a desktop and a learner mid-practice on a phone, photographed.
 * With UPDATE_DOCS_SCREENSHOTS=1 the pictures go to docs/screenshots/ (desktop.png, phone.png), which the README
 * shows; otherwise to test-results, so that a test run leaves the repository as it was.
 */
const target = process.env.UPDATE_DOCS_SCREENSHOTS
  ? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
  : fileURLToPath(new URL(`../../test-results/tour-${process.env.E2E_PORT ?? 3100}/`, import.meta.url));
mkdirSync(target, { recursive: true });

type ListedSet = { id: string; title: string; isPaid: boolean; questionCount: number };

test.describe('the tour', () => {
  test('a visitor on a desktop opens the home page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('sign-in-button')).toBeVisible();
    await expect(page.locator('img[src*="/uploads/"]').first()).toBeVisible();
    // Pictures decoded and fonts in before the photograph.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${target}desktop.png` });
  });

  test('a learner on a phone answers a question of a free set and sees the verdict and explanation', async ({
    browser,
    request,
  }) => {
    const sets = (await (await request.get('/api/question-sets')).json()).data as ListedSet[];
    const free = sets.find((set) => !set.isPaid && set.questionCount > 0);
    expect(free, 'the demo content has a free set').toBeDefined();
    const { context, page } = await signedInPhone(browser, await createUser(request, 'tour'));
    await page.goto(`/quiz/${free?.id}`);
    await page.locator('[data-testid="quiz-option"][data-label="A"]').click();
    await page.getByTestId('quiz-submit').click();
    await expect(page.getByTestId('quiz-result')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${target}phone.png` });
    await context.close();
  });
});
