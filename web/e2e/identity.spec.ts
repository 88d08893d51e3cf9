import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

/**
 * Sign-in and user management end to end: the embedded provider's pages (/oidc), its dev mailbox,
 * the web's callback, session, account manager and admin screens, on the server `npm start` runs.
 */

type Credentials = { username: string; email: string; password: string };

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(-10);
const newCredentials = (prefix: string): Credentials => {
  const id = unique();
  return { username: `${prefix}_${id}`, email: `${prefix}_${id}@example.com`, password: `Passw0rd${id}` };
};

const OPERATOR = { Authorization: 'Bearer e2e-admin-token-for-playwright' }; // web/playwright.config.ts

/**
 * An administrator to sign in with, created through the admin API with the operator token. (The demo_admin
 * password lives in the e2e DATA_DIR, which parallel e2e servers on this machine share and reset.)
 */
async function createAdministrator(request: APIRequestContext): Promise<Credentials> {
  const admin = newCredentials('e2adm');
  const response = await request.post('/api/users', {
    headers: OPERATOR,
    data: { ...admin, confirmPassword: admin.password, isAdmin: true },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return admin;
}

/** The 6-digit code of the newest mail to `email` in the provider's dev mailbox (bounded wait). */
async function readMailCode(request: APIRequestContext, email: string): Promise<string> {
  type Mail = { to?: string; sentAt?: string; code?: string; text?: string };
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await request.get('/oidc/dev/mailbox.json');
    if (response.ok()) {
      const body = (await response.json()) as { data?: Mail[] } | Mail[];
      const mails = Array.isArray(body) ? body : (body.data ?? []);
      const newest = mails
        .filter((mail) => JSON.stringify(mail).includes(email))
        .sort((a, b) => String(b.sentAt ?? '').localeCompare(String(a.sentAt ?? '')))[0];
      const code = newest?.code ?? JSON.stringify(newest ?? '').match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification code for ${email} in /oidc/dev/mailbox.json`);
}

/** From the app's login modal to the provider's sign-in page. */
async function openProviderSignIn(page: Page) {
  await page.getByTestId('sign-in-button').click();
  await page.getByTestId('login-start').click();
  await page.waitForURL(/\/oidc\//);
}

/** On the provider's sign-in page: create the account, verify it with the mailed code, sign in. */
async function registerOnProvider(page: Page, request: APIRequestContext, who: Credentials) {
  await expectAccessible(page, 'the provider sign-in page');
  await page.getByRole('link', { name: '新規登録' }).click();
  await expectAccessible(page, 'the provider registration page');
  await page.locator('input[name=username]').fill(who.username);
  await page.locator('input[name=email]').fill(who.email);
  await page.locator('input[name=password]').fill(who.password);
  await page.locator('button[type=submit]#submit').click();
  await expect(page.locator('input[name=code]')).toBeVisible();
  const code = await readMailCode(request, who.email);
  await page.locator('input[name=username]').fill(who.username);
  await page.locator('input[name=code]').fill(code);
  await page.locator('button[type=submit]#submit').click();
  await signInOnProvider(page, who);
}

async function signInOnProvider(page: Page, who: { username: string; password: string }) {
  await page.locator('input[name=username]').fill(who.username);
  await page.locator('input[name=password]').fill(who.password);
  await page.locator('button[type=submit]#submit').click();
}

/** Back in the app: the login modal's success panel, then continue. */
async function expectSignedIn(page: Page, who: { username: string; email?: string }) {
  await expect(page.getByTestId('login-success')).toBeVisible({ timeout: 15_000 });
  if (who.email) await expect(page.getByTestId('login-success-email')).toHaveText(who.email);
  await page.getByTestId('login-continue').click();
  await expect(page.getByTestId('user-menu-username')).toHaveText(who.username);
}

test.describe('identity', () => {
  test('register, verify by mail, sign in, profile, add and switch accounts, log out', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const first = newCredentials('e2e');
    const second = newCredentials('e2f');

    await page.goto('/profile');
    await expect(page.getByTestId('login-required')).toBeVisible();
    await page.getByTestId('gate-login').click();
    await page.waitForURL(/\/oidc\//);
    await registerOnProvider(page, request, first);
    await expectSignedIn(page, first);
    // The gate's sign-in comes back to the page it was opened from.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-username')).toHaveText(first.username);
    await expect(page.getByTestId('profile-email')).toHaveText(first.email);
    await expectAccessible(page, 'the profile page');

    // A second account, signed in from the account manager (the provider asks for credentials again).
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-accounts').click();
    await page.getByTestId('add-account').click();
    await page.waitForURL(/\/oidc\//);
    await registerOnProvider(page, request, second);
    await expectSignedIn(page, second);

    // Switch back to the first with its stored token: no provider page in between.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-accounts').click();
    const accounts = page.getByTestId('stored-account');
    await expect(accounts).toHaveCount(2);
    await expect(accounts.first()).toHaveAttribute('data-username', second.username);
    await accounts.filter({ hasText: first.username }).getByTestId('switch-account').click();
    await expect(page.getByTestId('user-menu-username')).toHaveText(first.username);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-username')).toHaveText(first.username);

    // Log out: through the provider's end-session endpoint back to the home page, signed out.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    await expect(page.getByTestId('sign-in-button')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth.token'))).toBeNull();
    await page.goto('/profile');
    await expect(page.getByTestId('login-required')).toBeVisible();
  });

  test('a wrong password is refused with 用户名或密码错误', async ({ page }) => {
    await page.goto('/');
    await openProviderSignIn(page);
    await signInOnProvider(page, { username: 'nobody_like_this', password: 'wrong-password-1' });
    await expect(page.getByText('ユーザー名またはパスワードが正しくありません')).toBeVisible();
  });

  test('a session whose token the API refuses ends with the session-expired toast and goes home', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const who = newCredentials('e2x');
    await page.goto('/');
    await openProviderSignIn(page);
    await registerOnProvider(page, request, who);
    await expectSignedIn(page, who);

    // The stored access token no longer verifies (as an expired one would not).
    await page.evaluate(() => {
      const userId = localStorage.getItem('auth.activeUserId') ?? '';
      const sessions = JSON.parse(localStorage.getItem('auth.sessions') ?? '{}');
      sessions[userId].accessToken = 'expired.token.value';
      localStorage.setItem('auth.sessions', JSON.stringify(sessions));
      localStorage.setItem('auth.token', 'expired.token.value');
    });
    await page.goto('/profile');
    await expect(page.getByText('セッションの有効期限が切れました。再度ログインしてください')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('sign-in-button')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth.activeUserId'))).toBeNull();
  });

  test('a callback whose state matches no sign-in resets the authentication state', async ({ page }) => {
    await page.goto('/auth/callback?code=stale-code&state=unknown-state');
    await expect(page.getByText('認証状態がリセットされました').first()).toBeVisible();
    await expect(page.getByTestId('login-reset-state')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a learner opening /admin is sent home with 管理者権限がありません', async ({ page, request }) => {
    test.setTimeout(90_000);
    const who = newCredentials('e2l');
    await page.goto('/');
    await openProviderSignIn(page);
    await registerOnProvider(page, request, who);
    await expectSignedIn(page, who);
    await page.goto('/admin');
    await expect(page.getByText('管理者権限がありません')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an administrator signs in and the user-management tab lists and creates users', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await openProviderSignIn(page);
    const admin = await createAdministrator(request);
    await signInOnProvider(page, admin);
    await expectSignedIn(page, { username: admin.username });

    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-admin').click();
    await expect(page.getByTestId('admin-shell')).toBeVisible();
    const tabs = page.locator('[data-testid^=admin-tab-]');
    await expect(tabs).toHaveText([
      'ユーザー管理',
      '問題集追加',
      '一括問題管理',
      '問題集管理',
      '問題集情報管理',
      '引換コード管理',
      'コンテンツ管理',
      // Beyond the spec's seven (issue 15).
      '購入履歴',
      '統計・レポート',
      // The learners' question reports (their queue).
      '問題の報告',
    ]);
    // Content management is the default tab (admin spec §2); user management is one click away.
    await expect(page.getByTestId('admin-tab-content')).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('admin-tab-users').click();
    await expect(page.getByTestId('admin-tab-users')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('user-row').filter({ hasText: admin.username })).toBeVisible();

    // Client validation with the spec's messages, then a real creation.
    await page.getByTestId('create-user-open').click();
    await page.getByTestId('create-user-submit').click();
    await expect(page.getByText('ユーザー名を入力してください')).toBeVisible();
    await expect(page.getByText('メールアドレスを入力してください')).toBeVisible();
    const created = newCredentials('e2a');
    const form = page.getByTestId('create-user-form');
    await form.locator('input[name=username]').fill(created.username);
    await form.locator('input[name=email]').fill(created.email);
    await form.locator('input[name=password]').fill(created.password);
    await form.locator('input[name=confirmPassword]').fill(`${created.password}x`);
    await page.getByTestId('create-user-submit').click();
    await expect(page.getByText('確認用パスワードが一致しません')).toBeVisible();
    await form.locator('input[name=confirmPassword]').fill(created.password);
    await page.getByTestId('create-user-submit').click();
    await expect(page.getByText('ユーザーを作成しました')).toBeVisible();

    await page.getByTestId('user-search').fill(created.username);
    const row = page.getByTestId('user-row');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-username', created.username);

    // Promote with confirmation, then delete with confirmation.
    await row.getByTestId('toggle-role').click();
    await page.getByTestId('confirm-ok').click();
    await expect(row.getByTestId('user-role')).toHaveText('管理者');
    await row.getByTestId('delete-user').click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText('ユーザーを削除しました')).toBeVisible();
    await expect(page.getByTestId('user-row')).toHaveCount(0);
  });
});
