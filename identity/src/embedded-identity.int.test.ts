import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  beginAuthorization,
  CLIENT_ID,
  formToken,
  type Harness,
  startIdentity,
} from './test-support/identity-harness.js';
import { latestCode } from './test-support/outbox.js';

const DAY = 24 * 60 * 60;

const discover = (harness: Harness) =>
  client.discovery(new URL(harness.identity.issuer), CLIENT_ID, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });

/** Registers through the pages, reads the code from the outbox and verifies the address. */
async function registerAndVerify(
  harness: Harness,
  browser: Browser,
  username: string,
  password = 'secret123',
) {
  const email = `${username}@example.com`;
  const auth = await beginAuthorization(browser);
  const registered = await browser.post(`${auth.interactionPath}/register`, {
    csrf: auth.csrf,
    username,
    email,
    password,
  });
  expect(registered.status).toBe(303);
  const verifyPage = await (await browser.follow(registered)).text();
  expect(verifyPage).toContain('登録しました。メールに届いた確認コードを入力してください');
  const code = await latestCode(harness.identity.directory, email, 'verify-email');
  const verified = await browser.post(`${auth.interactionPath}/verify`, { csrf: auth.csrf, username, code });
  expect(await (await browser.follow(verified)).text()).toContain(
    'メールアドレスを確認しました。ログインしてください',
  );
  return { ...auth, email, password };
}

const callbackUrl = (response: Response) => new URL(response.headers.get('location') ?? '');

describe('embedded identity: authorization code + PKCE', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startIdentity();
  });
  afterAll(() => harness.stop());

  it('given a registered and verified user, when they sign in, then tokens verify against jwks() and refresh works', async () => {
    const browser = new Browser(harness.baseUrl);
    await registerAndVerify(harness, browser, 'taro_1');

    // The web starts a fresh request choosing a 7-day refresh token.
    const auth = await beginAuthorization(browser, { token_expiry_days: '7' });
    const signedIn = await browser.post(`${auth.interactionPath}/login`, {
      csrf: auth.csrf,
      username: 'TARO_1',
      password: 'secret123',
    });
    const atCallback = await browser.follow(signedIn);
    const callback = callbackUrl(atCallback);
    expect(callback.pathname).toBe('/auth/callback');
    expect(callback.searchParams.get('code')).toBeTruthy();

    const config = await discover(harness);
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: auth.codeVerifier,
      expectedState: auth.state,
    });
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.claims()).toMatchObject({ preferred_username: 'taro_1', email: 'taro_1@example.com' });

    const { payload } = await jwtVerify(
      tokens.access_token,
      createLocalJWKSet(await harness.identity.jwks()),
      {
        issuer: `${harness.baseUrl}/oidc`,
        audience: `${harness.baseUrl}/api`,
      },
    );
    expect(payload).toMatchObject({
      client_id: CLIENT_ID,
      preferred_username: 'taro_1',
      email: 'taro_1@example.com',
      email_verified: true,
    });
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);

    const db = new Database(join(harness.dataDir, 'identity.db'), { readonly: true });
    const stored = db
      .prepare<[], { payload: string }>("SELECT payload FROM oidc_models WHERE model = 'RefreshToken'")
      .all()
      .map((row) => JSON.parse(row.payload) as { iat: number; exp: number });
    db.close();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.exp - (stored[0]?.iat ?? 0)).toBe(7 * DAY);

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    const again = await jwtVerify(refreshed.access_token, createLocalJWKSet(await harness.identity.jwks()), {
      issuer: harness.identity.issuer,
      audience: harness.identity.audience,
    });
    expect(again.payload.sub).toBe(payload.sub);
    expect(refreshed.refresh_token).toBeTruthy();
  });

  it('given no token_expiry_days, then the refresh token lives the default 30 days; an unknown choice is refused', async () => {
    const browser = new Browser(harness.baseUrl);
    await registerAndVerify(harness, browser, 'hanako');
    const auth = await beginAuthorization(browser);
    const signedIn = await browser.post(`${auth.interactionPath}/login`, {
      csrf: auth.csrf,
      username: 'hanako@example.com',
      password: 'secret123',
    });
    const callback = callbackUrl(await browser.follow(signedIn));
    const tokens = await client.authorizationCodeGrant(await discover(harness), callback, {
      pkceCodeVerifier: auth.codeVerifier,
      expectedState: auth.state,
    });
    const db = new Database(join(harness.dataDir, 'identity.db'), { readonly: true });
    const rows = db
      .prepare<[], { payload: string }>("SELECT payload FROM oidc_models WHERE model = 'RefreshToken'")
      .all();
    db.close();
    const mine = rows.map((row) => JSON.parse(row.payload)).find((p) => p.accountId === tokens.claims()?.sub);
    expect(mine.exp - mine.iat).toBe(30 * DAY);

    const refused = await browser.get(
      `/oidc/auth?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: `${harness.baseUrl}/auth/callback`, response_type: 'code', scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', token_expiry_days: '8' })}`,
    );
    const errorRedirect = callbackUrl(refused);
    expect(errorRedirect.searchParams.get('error')).toBe('invalid_request');
  });

  it('given a request without PKCE, then it is refused', async () => {
    const browser = new Browser(harness.baseUrl);
    const response = await browser.get(
      `/oidc/auth?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: `${harness.baseUrl}/auth/callback`, response_type: 'code', scope: 'openid' })}`,
    );
    expect(callbackUrl(response).searchParams.get('error')).toBe('invalid_request');
  });

  it('given a wrong password, then the page says 用户名或密码错误 with 401', async () => {
    const browser = new Browser(harness.baseUrl);
    await registerAndVerify(harness, browser, 'jiro_22');
    const auth = await beginAuthorization(browser);
    const response = await browser.post(`${auth.interactionPath}/login`, {
      csrf: auth.csrf,
      username: 'jiro_22',
      password: 'wrong-pass1',
    });
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toContain('ユーザー名またはパスワードが正しくありません');
    expect(page).toContain('value="jiro_22"');
  });

  it('given an unverified account, then the page says 账号未验证 and links to the code page', async () => {
    const browser = new Browser(harness.baseUrl);
    const auth = await beginAuthorization(browser);
    await browser.post(`${auth.interactionPath}/register`, {
      csrf: auth.csrf,
      username: 'saburo',
      email: 'saburo@example.com',
      password: 'secret123',
    });
    const response = await browser.post(`${auth.interactionPath}/login`, {
      csrf: auth.csrf,
      username: 'saburo',
      password: 'secret123',
    });
    expect(response.status).toBe(403);
    const page = await response.text();
    expect(page).toContain('メールアドレスが確認されていません。メールに届いた確認コードを入力してください');
    expect(page).toContain(`href="${auth.interactionPath}/verify?identifier=saburo"`);
  });

  it('given registration problems, then the spec messages and statuses come back', async () => {
    const browser = new Browser(harness.baseUrl);
    const auth = await beginAuthorization(browser);
    const register = (form: Record<string, string>) =>
      browser.post(`${auth.interactionPath}/register`, { csrf: auth.csrf, ...form });
    const taken = await register({ username: 'Taro_1', email: 'other@example.com', password: 'secret123' });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('このユーザー名は既に使われています');
    const weak = await register({ username: 'newbie', email: 'newbie@example.com', password: 'short' });
    expect(weak.status).toBe(400);
    // Each refusal names its own field: a weak password says why, a bad username never blames the password.
    expect(await weak.text()).toContain('パスワードは8文字以上で入力してください');
    const bad = await register({ username: 'a b', email: 'newbie@example.com', password: 'secret123' });
    expect(bad.status).toBe(400);
    expect(/id="error">([^<]*)</.exec(await bad.text())?.[1]).toBe(
      'ユーザー名は4〜20文字の英数字とアンダースコアで入力してください',
    );
    const escaped = await register({
      username: '<script>x</script>',
      email: 'x@example.com',
      password: 'secret123',
    });
    const escapedPage = await escaped.text();
    expect(escapedPage).not.toContain('<script>x</script>');
    expect(escapedPage).toContain('&lt;script&gt;');
  });

  it('given a form without its token, then it is refused with 403', async () => {
    const browser = new Browser(harness.baseUrl);
    const auth = await beginAuthorization(browser);
    const response = await browser.post(`${auth.interactionPath}/login`, {
      csrf: 'forged',
      username: 'taro_1',
      password: 'secret123',
    });
    expect(response.status).toBe(403);
  });

  it('given a wrong or expired code, then 验证码错误; a resend says 验证码已重新发送', async () => {
    const browser = new Browser(harness.baseUrl);
    const auth = await beginAuthorization(browser);
    await browser.post(`${auth.interactionPath}/register`, {
      csrf: auth.csrf,
      username: 'shiro',
      email: 'shiro@example.com',
      password: 'secret123',
    });
    const code = await latestCode(harness.identity.directory, 'shiro@example.com', 'verify-email');
    const wrong = await browser.post(`${auth.interactionPath}/verify`, {
      csrf: auth.csrf,
      username: 'shiro',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('確認コードが正しくありません');
    const resent = await browser.post(`${auth.interactionPath}/resend`, {
      csrf: auth.csrf,
      username: 'shiro',
    });
    expect(await (await browser.follow(resent)).text()).toContain('確認コードを再送信しました');
    const fresh = await latestCode(harness.identity.directory, 'shiro@example.com', 'verify-email');
    const ok = await browser.post(`${auth.interactionPath}/verify`, {
      csrf: auth.csrf,
      username: 'shiro',
      code: fresh,
    });
    expect(ok.status).toBe(303);
  });

  it('given a signed-in user, when the web logs out, then the session ends without a confirmation question', async () => {
    const browser = new Browser(harness.baseUrl);
    const auth = await beginAuthorization(browser);
    const signedIn = await browser.post(`${auth.interactionPath}/login`, {
      csrf: auth.csrf,
      username: 'taro_1',
      password: 'secret123',
    });
    const callback = callbackUrl(await browser.follow(signedIn));
    const config = await discover(harness);
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: auth.codeVerifier,
      expectedState: auth.state,
    });
    const endSession = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${harness.baseUrl}/`,
    });
    const logoutPage = await browser.get(endSession.pathname + endSession.search);
    const html = await logoutPage.text();
    expect(html).toContain('id="op.logoutForm"');
    expect(html).toContain('.click()');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await browser.post('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    expect(done.headers.get('location')).toBe(`${harness.baseUrl}/`);
    // Signed out: a new request asks for the password again.
    const next = await beginAuthorization(browser);
    expect(next.page).toContain('id="password"');
  });

  it('given DEV_MAILBOX, then the dev mailbox lists the codes newest first', async () => {
    const open = await startIdentity({ devMailbox: true });
    try {
      const browser = new Browser(open.baseUrl);
      await registerAndVerify(open, browser, 'mailbox_reader');
      const json = (await (await browser.get('/oidc/dev/mailbox.json')).json()) as {
        data: Array<{ to: string; code: string }>;
      };
      expect(json.data.length).toBeGreaterThan(0);
      const newest = json.data[0];
      const page = await (await browser.get('/oidc/dev/mailbox')).text();
      expect(page).toContain(newest?.code ?? 'missing');
    } finally {
      await open.stop();
    }
  });
});

describe('embedded identity: signing keys', () => {
  it('given a restart on the same DATA_DIR, then the key id and earlier tokens stay valid', async () => {
    const first = await startIdentity();
    const account = await first.identity.directory.createAccount({
      username: 'keeper',
      email: 'keeper@example.com',
      password: 'abcdef',
    });
    const token = await first.identity.directory.issueAccessToken(account.sub);
    const kid = (await first.identity.jwks()).keys[0]?.kid;
    await first.stop({ keepData: true });

    const second = await startIdentity({ dataDir: first.dataDir });
    try {
      const jwks = await second.identity.jwks();
      expect(jwks.keys[0]?.kid).toBe(kid);
      expect(jwks.keys[0]).not.toHaveProperty('d');
      expect(decodeProtectedHeader(token).kid).toBe(kid);
      // The issuer is the first server's (its port), so verify the signature with the keys of the second.
      const { payload } = await jwtVerify(token, createLocalJWKSet(jwks));
      expect(payload).toMatchObject({ sub: account.sub, preferred_username: 'keeper', email_verified: true });
    } finally {
      await second.stop();
    }
  });
});

describe('embedded identity: production', () => {
  it('given NODE_ENV=production, then the dev mailbox does not exist, even with DEV_MAILBOX', async () => {
    const harness = await startIdentity({ nodeEnv: 'production', devMailbox: true });
    try {
      const browser = new Browser(harness.baseUrl);
      expect((await browser.get('/oidc/dev/mailbox')).status).toBe(404);
      expect((await browser.get('/oidc/dev/mailbox.json')).status).toBe(404);
      expect(formToken(`<input name="csrf" value="a">`)).toBe('a');
    } finally {
      await harness.stop();
    }
  });
});
