import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  beginAuthorization,
  type Harness,
  startIdentity,
} from '../test-support/identity-harness.js';

const errorOf = (page: string) => /id="error">([^<]*)</.exec(page)?.[1];
const noticeOf = (page: string) => /id="notice">([^<]*)</.exec(page)?.[1];
const htmlLang = (page: string) => /<html lang="([^"]+)"/.exec(page)?.[1];

/** What each language shows on the sign-up and sign-in pages (the catalogues' texts, as a learner reads them). */
const EXPECTED = {
  ja: {
    title: '<title>ログイン | IT資格道場</title>',
    heading: '<h1>新規登録</h1>',
    shortUsername: 'ユーザー名は4〜20文字の英数字とアンダースコアで入力してください',
    weakPassword: 'パスワードは8文字以上で入力してください',
    taken: 'このユーザー名は既に使われています',
    registered: '登録しました。メールに届いた確認コードを入力してください',
    wrongPassword: 'ユーザー名またはパスワードが正しくありません',
    wrongCode: '確認コードが正しくありません',
    mailSubject: '【IT資格道場】メールアドレスの確認コード',
  },
  zh: {
    title: '<title>登录 | IT认证道场</title>',
    heading: '<h1>注册</h1>',
    shortUsername: '用户名须为4-20个字母、数字或下划线',
    weakPassword: '密码不符合要求：长度至少为8个字符',
    taken: '用户名已存在',
    registered: '注册成功！请检查邮箱验证链接',
    wrongPassword: '用户名或密码错误',
    wrongCode: '验证码错误',
    mailSubject: '【IT认证道场】邮箱验证码',
  },
  en: {
    title: '<title>Sign in | IT Cert Dojo</title>',
    heading: '<h1>Create an account</h1>',
    shortUsername: 'A username has 4 to 20 letters, digits or underscores',
    weakPassword: 'The password must be at least 8 characters',
    taken: 'This username is already taken',
    registered: 'You are registered! Enter the verification code we mailed you',
    wrongPassword: 'Wrong username or password',
    wrongCode: 'The code is not correct',
    mailSubject: '[IT Cert Dojo] Your email verification code',
  },
} as const;

/** One provider per language: the mail throttle counts every sign-up attempt of one address. */
const withIdentity = () => {
  const state = {} as { harness: Harness };
  beforeAll(async () => {
    state.harness = await startIdentity();
    await state.harness.identity.directory.createAccount({
      username: 'polyglot',
      email: 'polyglot@example.com',
      password: 'secret123',
    });
  });
  afterAll(() => state.harness.stop());
  return state;
};

describe('the sign-in pages speak the app’s language', () => {
  for (const language of ['ja', 'zh', 'en'] as const) {
    const expected = EXPECTED[language];
    const identity = withIdentity();
    it(`given ui_locales=${language}, then sign-up, its refusals, verification and sign-in are all in ${language}`, async () => {
      const browser = new Browser(identity.harness.baseUrl);
      const auth = await beginAuthorization(browser, { ui_locales: language });
      expect(htmlLang(auth.page)).toBe(language);
      expect(auth.page).toContain(expected.title);
      const registerPage = await (await browser.get(`${auth.interactionPath}/register`)).text();
      expect(registerPage).toContain(expected.heading);

      const register = (form: Record<string, string>) =>
        browser.post(`${auth.interactionPath}/register`, { csrf: auth.csrf, ...form });
      // A too-short username is the username's fault, never the password's.
      const short = await register({
        username: 'ab',
        email: `${language}-a@example.com`,
        password: 'secret123',
      });
      expect(short.status).toBe(400);
      expect(errorOf(await short.text())).toBe(expected.shortUsername);
      const weak = await register({
        username: `weak_${language}`,
        email: `${language}-b@example.com`,
        password: 'short',
      });
      expect(errorOf(await weak.text())).toBe(expected.weakPassword);
      const taken = await register({
        username: 'polyglot',
        email: `${language}-c@example.com`,
        password: 'secret123',
      });
      expect(taken.status).toBe(409);
      expect(errorOf(await taken.text())).toBe(expected.taken);

      const created = await register({
        username: `new_${language}`,
        email: `${language}-d@example.com`,
        password: 'secret123',
      });
      const verifyPage = await (await browser.follow(created)).text();
      expect(htmlLang(verifyPage)).toBe(language);
      expect(noticeOf(verifyPage)).toBe(expected.registered);
      // The code mail speaks the page's language and names the product.
      const mails = (await identity.harness.identity.directory.listOutbox?.()) ?? [];
      const mail = mails.find((m) => m.to === `${language}-d@example.com` && m.purpose === 'verify-email');
      expect(mail?.subject).toBe(expected.mailSubject);
      const wrongCode = await browser.post(`${auth.interactionPath}/verify`, {
        csrf: auth.csrf,
        username: `new_${language}`,
        code: '000000',
      });
      expect(errorOf(await wrongCode.text())).toBe(expected.wrongCode);

      const wrongPassword = await browser.post(`${auth.interactionPath}/login`, {
        csrf: auth.csrf,
        username: 'polyglot',
        password: 'not-the-password1',
      });
      expect(wrongPassword.status).toBe(401);
      expect(errorOf(await wrongPassword.text())).toBe(expected.wrongPassword);
    });
  }

  const identity = withIdentity();
  it('given the page’s own switch, then the interaction keeps the language chosen there', async () => {
    const browser = new Browser(identity.harness.baseUrl);
    const auth = await beginAuthorization(browser, { ui_locales: 'ja' });
    expect(auth.page).toContain('id="lang-en"');
    const english = await (await browser.get(`${auth.interactionPath}/forgot?lang=en`)).text();
    expect(english).toContain('<h1>Reset your password</h1>');
    // The next page of the same sign-in, without ?lang, stays English.
    const next = await (await browser.get(`${auth.interactionPath}/register`)).text();
    expect(htmlLang(next)).toBe('en');
  });

  it('given no ui_locales, then the browser’s Accept-Language decides, and Japanese otherwise', async () => {
    const browser = new Browser(identity.harness.baseUrl);
    const auth = await beginAuthorization(browser);
    expect(htmlLang(auth.page)).toBe('ja');
    expect(auth.page).not.toMatch(/[请输户删码题库败证错误验]/);
  });
});
