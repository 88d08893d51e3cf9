import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createSet } from './support/learner-sets';
import { phoneProblems } from './support/phone-check';
import { createUser, signedInPhone, signIn } from './support/session';

/**
 * Issue 39: every back-office tab on a 390x844 phone. No tab makes the page wider than the screen, dialogs and
 * drawers fit it, and every control is at least 44 px. The checker is first shown to catch a planted wide table,
 * a small button and an off-screen dialog, so a clean walk means something.
 */
const TABS = [
  'users',
  'add-set',
  'batch',
  'manage-sets',
  'set-info',
  'redeem-codes',
  'content',
  'purchases',
  'statistics',
  'reports',
] as const;
const SHOTS = process.env.SHOTS_DIR;

async function openTab(page: Page, tab: string) {
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByTestId(`admin-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
  // Lists load after the panel: wait until no loader is left, then one more frame.
  await expect(page.locator('[role=tabpanel] .mantine-Loader-root')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(500);
}

test('the phone checker catches a planted wide table, a small button and an off-screen dialog', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await createUser(request, 'e2ph', true);
  const { context, page } = await signedInPhone(browser, admin);
  await openTab(page, 'users');
  await page.evaluate(() => {
    const shell = document.querySelector('[data-testid=admin-shell]');
    const planted = document.createElement('div');
    planted.innerHTML =
      '<table style="width:900px"><tr><td>wide</td></tr></table>' +
      '<button type="button" style="width:24px;height:17px;padding:0">+</button>' +
      '<div role="dialog" style="position:fixed;left:300px;top:10px;width:300px;height:200px;background:#fff">cut</div>';
    shell?.append(planted);
  });
  const problems = await phoneProblems(page);
  expect(problems.some((line) => line.startsWith('the page scrolls sideways'))).toBe(true);
  expect(problems.some((line) => line.startsWith('small target: button') && line.includes('(24x17)'))).toBe(
    true,
  );
  expect(problems.some((line) => line.startsWith('off-screen dialog'))).toBe(true);
  await context.close();
});

test('every back-office tab fits a 390x844 phone, with its dialogs and 44 px targets', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await createUser(request, 'e2pw', true);
  await createUser(request, 'e2pl');
  const { context, page } = await signedInPhone(browser, admin);
  // A report in the queue, so the reports tab shows an item with its figures and its closing form.
  const set = await createSet(request, { title: 'スマートフォンの報告確認', questions: 2 });
  const token = await page.evaluate(() => localStorage.getItem('auth.token'));
  const auth = { Authorization: `Bearer ${token}` };
  const detail = await (await page.request.get(`/api/question-sets/${set.id}`, { headers: auth })).json();
  const reported = await page.request.post(`/api/questions/${detail.data.questions[0].id}/reports`, {
    headers: auth,
    data: { reason: 'typo', note: 'スマートフォンで見つけた誤字です' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const found: string[] = [];
  const check = async (where: string) => {
    for (const problem of await phoneProblems(page)) found.push(`${where}: ${problem}`);
  };

  for (const tab of TABS) {
    await openTab(page, tab);
    if (tab === 'reports') await expect(page.getByTestId('report-item').first()).toBeVisible();
    await check(tab);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-${tab}.png`, fullPage: true });
  }

  // The question manager of a set (its question column and type badge were unreadable on a phone).
  await openTab(page, 'manage-sets');
  await page.getByTestId('manage-set-manage-questions').first().click();
  await expect(page.getByTestId('question-row').first()).toBeVisible();
  await page.waitForTimeout(500);
  await check('manage-sets > question manager');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-question-manager.png`, fullPage: true });

  // The dialogs a phone opens most: create user, a confirm dialog and the support drawer.
  await openTab(page, 'users');
  await page.getByTestId('create-user-open').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('users > ユーザーを作成');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-users-create.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('user-support').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(500);
  await check('users > support drawer');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-users-support.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('delete-user').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(300);
  await check('users > confirm delete');
  await page.keyboard.press('Escape');

  expect(found, found.join('\n')).toEqual([]);
  await context.close();
});

test('on a desktop the same lists stay tables, with their header row', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await createUser(request, 'e2pd', true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, admin);
  for (const tab of ['users', 'redeem-codes', 'statistics'] as const) {
    await openTab(page, tab);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-${tab}.png`, fullPage: true });
  }
  await openTab(page, 'users');
  await expect(page.getByTestId('users-table').locator('thead')).toBeVisible();
  await expect(page.getByTestId('user-row').first()).toHaveCSS('display', 'table-row');
});
