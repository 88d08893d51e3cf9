import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

/** The operator token the e2e server starts with (web/playwright.config.ts). */
export const OPERATOR = { Authorization: 'Bearer e2e-admin-token-for-playwright' };

export type Credentials = { username: string; email: string; password: string };

/** A fresh sign-in created through the admin API with the operator token; `prefix` keeps usernames readable. */
export async function createUser(
  request: APIRequestContext,
  prefix: string,
  isAdmin = false,
): Promise<Credentials> {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(-10);
  const who = {
    username: `${prefix}_${id}`,
    email: `${prefix}_${id}@example.com`,
    password: `Passw0rd${id}`,
  };
  const response = await request.post('/api/users', {
    headers: OPERATOR,
    data: { ...who, confirmPassword: who.password, isAdmin },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return who;
}

/** From the open login modal: the embedded provider's page, then back to the app. */
export async function signInAtProvider(page: Page, who: { username: string; password: string }) {
  await page.getByTestId('login-start').click();
  await page.waitForURL(/\/oidc\//);
  await page.locator('input[name=username]').fill(who.username);
  await page.locator('input[name=password]').fill(who.password);
  await page.locator('button[type=submit]#submit').click();
  await expect(page.getByTestId('login-success')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('login-continue').click();
}

/** The phone the learner specs use (390x844, touch, Japanese). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'ja-JP',
};

/** A new phone context signed in as `who`: on a phone the sign-in button is in the menu drawer. */
export async function signedInPhone(browser: Browser, who: { username: string; password: string }) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('header .mantine-Burger-root').click();
  await page.getByRole('dialog').getByTestId('sign-in-button').click();
  await signInAtProvider(page, who);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth.token') !== null)).toBe(true);
  return { context, page };
}

/** Signs in through the login modal and the embedded provider's page. */
export async function signIn(page: Page, who: { username: string; password: string }) {
  await page.goto('/');
  await page.getByTestId('sign-in-button').click();
  await signInAtProvider(page, who);
  await expect(page.getByTestId('user-menu-username')).toContainText(who.username);
}

/** The quiz card's "3 / 20" as [3, 20]. */
export async function questionNumber(page: Page): Promise<[number, number]> {
  const text = (await page.getByTestId('quiz-question-number').textContent()) ?? '';
  const match = text.match(/(\d+)\s*\/\s*(\d+)/);
  if (!match) throw new Error(`no question number in "${text}"`);
  return [Number(match[1]), Number(match[2])];
}
