import type { Browser } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { layoutProblems, problemsWhileScrolling } from './support/layout-check';
import { createSet } from './support/learner-sets';
import { createUser, signInAtProvider } from './support/session';

/**
 * Issue 22: the learner's pages on a phone (390x844, touch) and a desktop (1366x900): at several scroll positions
 * nothing is clipped and nothing fixed but the header covers text or controls; axe finds no violation. The phone
 * screenshots the closing note shows are taken on the way (SHOTS_DIR, default test-results/shots-22).
 */

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
] as const;
const SHOTS_DIR = process.env.SHOTS_DIR ?? 'test-results/shots-22';

type Who = { username: string; password: string };

async function signedIn(browser: Browser, device: (typeof VIEWPORTS)[number], who: Who) {
  const context = await browser.newContext({ ...device, locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('/');
  if (device.isMobile) await page.locator('header .mantine-Burger-root').click();
  await page.getByTestId('sign-in-button').locator('visible=true').click();
  await signInAtProvider(page, who);
  return { context, page };
}

for (const device of VIEWPORTS) {
  test(`the learner's pages on the ${device.name}: nothing clipped or covered, axe clean`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const set = await createSet(request, {
      title: `レイアウト確認 ${device.name} ${Date.now()}`,
      questions: 3,
    });
    const who = await createUser(request, `e2lay${device.name.slice(0, 2)}`);
    const { context, page } = await signedIn(browser, device, who);
    const problems: string[] = [];
    // axe takes 1-3 s a page: every page on the phone; on the desktop the pages this issue changed (the others
    // are walked with axe at that size by practice, mock-exam, learning-path and commerce specs).
    const axeOnDesktop = new Set([
      'home',
      'search grid',
      'search list',
      'profile redeemed',
      'mock exam setup',
    ]);
    const walk = async (where: string, shot?: string) => {
      await expect(page.getByTestId('socket-status')).toHaveAttribute('data-state', 'connected');
      problems.push(...(await problemsWhileScrolling(page, `${device.name} ${where}`)));
      if (device.isMobile || axeOnDesktop.has(where)) await expectAccessible(page, `${device.name} ${where}`);
      if (shot && device.isMobile)
        await page.screenshot({ path: `${SHOTS_DIR}/${shot}.png`, fullPage: true });
    };

    await page.goto('/');
    await expect(page.getByTestId('set-card').first()).toBeVisible();
    await walk('home', 'home');
    // The check itself finds a floating panel over text and a clipped label (so a pass means something).
    await page.evaluate(() => {
      const panel = Object.assign(document.createElement('div'), { id: 'probe-panel' });
      panel.style.cssText = 'position:fixed;top:300px;left:0;right:0;height:120px;background:#fee';
      const button = Object.assign(document.createElement('button'), { id: 'probe-button' });
      button.textContent = '切り詰められるとても長いボタンのラベル';
      button.style.cssText = 'display:inline-block;width:48px;overflow:hidden;white-space:nowrap';
      document.querySelector('main')?.prepend(button);
      document.body.append(panel);
    });
    const probed = await layoutProblems(page);
    expect(probed.some((line) => line.startsWith('covered: ') && line.includes('under div'))).toBe(true);
    expect(probed.some((line) => line.startsWith('clipped: button') && line.includes('切り詰め'))).toBe(true);
    await page.evaluate(() => {
      document.getElementById('probe-panel')?.remove();
      document.getElementById('probe-button')?.remove();
    });

    await page.goto('/question-sets');
    await expect(page.getByTestId('view-toggle')).toBeVisible();
    await walk('search grid');
    await page.getByText('リスト表示').click();
    await walk('search list', 'search-list');

    await expect
      .poll(async () => (await page.request.get(`/api/question-sets/${set.id}`)).status(), {
        timeout: 10_000,
      })
      .toBe(200);
    await page.goto(`/quiz/${set.id}`);
    for (let index = 0; index < 3; index += 1) {
      await page.locator('[data-testid="quiz-option"][data-label="A"]').click();
      await page.getByTestId('quiz-submit').click();
      await expect(page.getByTestId('quiz-explanation')).toBeVisible();
      if (index === 0) await walk('quiz answered, with its explanation', 'quiz');
      await page.getByTestId('quiz-next').click();
    }
    await expect(page.getByTestId('quiz-summary')).toBeVisible();
    await page.getByTestId('summary-toggle').click();
    await walk('quiz summary', 'summary');

    await page.goto('/profile');
    for (const tab of ['progress', 'wrong-answers', 'purchases', 'redeemed', 'mock-exams', 'offline']) {
      await page.getByTestId(`profile-tab-${tab}`).click();
      await expect(page.getByTestId(`profile-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
      await walk(`profile ${tab}`);
      // A phone's tab is a 44 px touch target (Mantine's default is 36 px).
      if (device.isMobile)
        expect((await page.getByTestId(`profile-tab-${tab}`).boundingBox())?.height).toBeGreaterThanOrEqual(
          44,
        );
    }

    await page.goto('/mock-exam');
    await walk('mock exam setup');
    await page.getByTestId('exam-sets').click();
    await page.getByRole('option', { name: set.title }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('exam-count').fill('3');
    await page.getByTestId('exam-start').click();
    await expect(page.getByTestId('exam-timer')).toBeVisible();
    await page.getByTestId('exam-option').first().click();
    await page.getByTestId('exam-flag').click();
    await walk('mock exam running');
    await page.getByTestId('exam-submit').click();
    await page.getByTestId('exam-confirm').click();
    await expect(page.getByTestId('exam-result')).toBeVisible();
    await walk('mock exam result', 'mock-result');
    // Issue 40: the profile's 模擬試験 tab with a graded exam (the verdict badge was clipped on a phone).
    await page.goto('/profile?tab=mock-exams');
    await expect(page.getByTestId('exam-history-row').first()).toBeVisible();
    await walk('profile mock-exams with a result', 'profile-mock-exams');

    await page.goto('/learning-path');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await walk('learning path');

    expect(problems).toEqual([]);
    await context.close();
  });
}
