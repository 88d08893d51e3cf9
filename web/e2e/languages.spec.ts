import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createUser, signIn } from './support/session';

/**
 * With UPDATE_DOCS_SCREENSHOTS=1 the screenshots go to docs/screenshots/languages/ (`<language>-<screen>.png`, shown
 * by docs/languages.md); otherwise to test-results (or SHOTS_DIR), so that a test run leaves the repository as it was.
 */
const shots = process.env.UPDATE_DOCS_SCREENSHOTS
  ? fileURLToPath(new URL('../../docs/screenshots/languages/', import.meta.url))
  : (process.env.SHOTS_DIR ?? join('test-results', `languages-${process.env.E2E_PORT ?? 3100}`));
mkdirSync(shots, { recursive: true });

const LANGUAGES = ['ja', 'zh', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

const shot = (language: Language, screen: string) => join(shots, `${language}-${screen}.png`);

/** What each language shows: the product name, a nav item, and the refusals the issue names. */
const EXPECTED: Record<
  Language,
  {
    product: string;
    home: string;
    shortUsername: string;
    usernameRequired: string;
    usernameTaken: string;
    close: string;
  }
> = {
  ja: {
    product: 'IT資格道場',
    home: 'ホーム',
    shortUsername: 'ユーザー名は4〜20文字の英数字とアンダースコアで入力してください',
    usernameRequired: 'ユーザー名を入力してください',
    usernameTaken: 'このユーザー名は既に使われています',
    close: '閉じる',
  },
  zh: {
    product: 'IT认证道场',
    home: '首页',
    shortUsername: '用户名须为4-20个字母、数字或下划线',
    usernameRequired: '请输入用户名',
    usernameTaken: '用户名已存在',
    close: '关闭',
  },
  en: {
    product: 'IT Cert Dojo',
    home: 'Home',
    shortUsername: 'A username has 4 to 20 letters, digits or underscores',
    usernameRequired: 'Please enter a username',
    usernameTaken: 'This username is already taken',
    close: 'Close',
  },
};

/** Hiragana and katakana: none may show in a Chinese or English screen's administrator-written texts. */
const KANA = /[\u3040-\u30ff]/;

/** Issue 36: the hero, the announcements and the footer line are the administrator's, in the visitor's language. */
async function expectOwnLanguageHomeContent(page: Page, language: Language) {
  const hero = page.getByTestId('hero');
  const announcements = page.getByTestId('announcements');
  const footer = page.getByTestId('footer-text');
  await expect(announcements).toBeVisible();
  await expect(footer).toContainText(EXPECTED[language].product);
  if (language === 'ja') return;
  for (const part of [hero, announcements, footer]) await expect(part).not.toHaveText(KANA);
}

/** Picks the language with the footer's switch, as a visitor would. */
async function chooseInFooter(page: Page, language: Language) {
  const current = await page.locator('html').getAttribute('lang');
  if (current !== language) await page.getByTestId(`footer-language-${language}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('the home page in each language, with the product name and <html lang>', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  for (const language of LANGUAGES) {
    await chooseInFooter(page, language);
    await expect(
      page.getByRole('banner').getByText(EXPECTED[language].home, { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByTestId('language-menu')).toHaveValue(language);
    await expectOwnLanguageHomeContent(page, language);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Pictures decoded and fonts in before the photograph.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot(language, 'home') });
  }
  // The browser remembers the last choice; the header keeps its switch on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('language-menu')).toBeVisible();
  await expectOwnLanguageHomeContent(page, 'en');
  await page.screenshot({ path: shot('en', 'home-phone') });
  // The server draws the first paint in the browser's language too (its cookie), before any script runs.
  for (const language of ['zh', 'en'] as const) {
    const html = await (
      await page.request.get('/', { headers: { Cookie: `exam.language=${language}` } })
    ).text();
    expect(html).toContain(`<html lang="${language}">`);
    const hero = /<section[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(hero).toContain('<h1');
    expect(hero).not.toMatch(KANA);
  }
});

test('the sign-up refusal in each language: a too-short username blames the username', async ({ page }) => {
  for (const language of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await chooseInFooter(page, language);
    await page.getByTestId('sign-in-button').click();
    await page.getByTestId('login-start').click();
    await page.waitForURL(/\/oidc\//);
    // The provider's pages follow the app's language (ui_locales).
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveTitle(new RegExp(EXPECTED[language].product));
    // The sign-in pages are photographed as a phone shows them.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('nav.links a[href$="/register"]').click();
    await page.locator('input[name=username]').fill('ab');
    await page.locator('input[name=email]').fill(`short-${language}@example.com`);
    await page.locator('input[name=password]').fill('secret123');
    await page.locator('button[type=submit]#submit').click();
    await expect(page.locator('#error')).toHaveText(EXPECTED[language].shortUsername);
    await page.screenshot({ path: shot(language, 'sign-up-refusal') });
  }
});

test('the admin create-user refusals in each language: the form’s own check and the server’s', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await createUser(request, 'e2lang', true);
  await signIn(page, admin);
  for (const language of LANGUAGES) {
    await page.goto('/');
    await chooseInFooter(page, language);
    await page.goto('/admin?tab=users');
    await page.getByTestId('create-user-open').click();
    const form = page.getByTestId('create-user-form');
    await page.getByTestId('create-user-submit').click();
    await expect(form).toContainText(EXPECTED[language].usernameRequired);
    // A taken username: the server's refusal, said in the interface's language.
    await form.locator('input[name=username]').fill(admin.username);
    await form.locator('input[name=email]').fill(`other-${language}-${admin.email}`);
    await form.locator('input[name=password]').fill('Passw0rd-dup');
    await form.locator('input[name=confirmPassword]').fill('Passw0rd-dup');
    await page.getByTestId('create-user-submit').click();
    await expect(form).toContainText(EXPECTED[language].usernameTaken);
    // Every close button (the dialog's ×) is named in the interface's language too.
    await expect(
      page.getByRole('dialog').getByRole('button', { name: EXPECTED[language].close }),
    ).toBeVisible();
    await page.screenshot({ path: shot(language, 'admin-create-user-refusal') });
    await page.keyboard.press('Escape');
  }
  // The choice was saved on the administrator's profile too.
  const me = await page.evaluate(async () => {
    const token = localStorage.getItem('auth.token');
    const response = await fetch('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as { data?: { language?: string } };
  });
  expect(me.data?.language).toBe('en');
});
