import * as client from 'openid-client';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  beginAuthorization,
  CLIENT_ID,
  type Harness,
  startIdentity,
} from '../test-support/identity-harness.js';
import { latestCode } from '../test-support/outbox.js';

const callbackOf = (response: Response) => new URL(response.headers.get('location') ?? '');

describe('sign-in steps', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startIdentity();
    for (const username of ['throttled', 'resetter', 'totp_user', 'disabled_user'])
      await harness.identity.directory.createAccount({
        username,
        email: `${username}@example.com`,
        password: 'secret123',
      });
  });
  afterAll(() => harness.stop());

  it('given 5 wrong passwords for one account, then even the right one is refused with 429 for a while', async () => {
    const browser = new Browser(harness.baseUrl);
    const auth = await beginAuthorization(browser);
    const attempt = (password: string) =>
      browser.post(`${auth.interactionPath}/login`, { csrf: auth.csrf, username: 'throttled', password });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}x`)).status).toBe(401);
    const blocked = await attempt('secret123');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await blocked.text()).toContain('ログインの試行回数が上限に達しました');
    // Another account from the same address is not locked by this one.
    const other = await browser.post(`${auth.interactionPath}/login`, {
      csrf: auth.csrf,
      username: 'resetter',
      password: 'wrong-pass',
    });
    expect(other.status).toBe(401);
  });

  it('given a forgotten password, when the mailed code resets it, then the new password signs in', async () => {
    const browser = new Browser(harness.baseUrl);
    const auth = await beginAuthorization(browser);
    const forgot = await browser.post(`${auth.interactionPath}/forgot`, {
      csrf: auth.csrf,
      username: 'resetter@example.com',
    });
    expect(await (await browser.follow(forgot)).text()).toContain('パスワード再設定コードを送信しました');
    const code = await latestCode(harness.identity.directory, 'resetter@example.com', 'reset-password');

    const wrongCode = await browser.post(`${auth.interactionPath}/reset`, {
      csrf: auth.csrf,
      username: 'resetter',
      code: code === '123456' ? '654321' : '123456',
      password: 'newpass123',
    });
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.text()).toContain(
      'パスワードを再設定できませんでした。再設定コードをご確認ください',
    );

    const reset = await browser.post(`${auth.interactionPath}/reset`, {
      csrf: auth.csrf,
      username: 'resetter',
      code,
      password: 'newpass123',
    });
    expect(await (await browser.follow(reset)).text()).toContain(
      'パスワードを再設定しました。新しいパスワードでログインしてください',
    );
    const old = await browser.post(`${auth.interactionPath}/login`, {
      csrf: auth.csrf,
      username: 'resetter',
      password: 'secret123',
    });
    expect(old.status).toBe(401);
    const signedIn = await browser.post(`${auth.interactionPath}/login`, {
      csrf: auth.csrf,
      username: 'resetter',
      password: 'newpass123',
    });
    expect(callbackOf(await browser.follow(signedIn)).searchParams.get('code')).toBeTruthy();
  });

  it('given TOTP enrolment, then sign-in asks for a code after the password', async () => {
    const browser = new Browser(harness.baseUrl);
    const enrol = await beginAuthorization(browser);
    const setup = await browser.post(`${enrol.interactionPath}/mfa-setup`, {
      csrf: enrol.csrf,
      username: 'totp_user',
      password: 'secret123',
    });
    expect(setup.status).toBe(200);
    const page = await setup.text();
    expect(page).toContain('src="data:image/png;base64,');
    const secret = /id="totp-secret">([A-Z2-7]+)</.exec(page)?.[1] ?? '';
    expect(secret).not.toBe('');
    const wrong = await browser.post(`${enrol.interactionPath}/mfa-setup/confirm`, {
      csrf: enrol.csrf,
      code: 'abcdef',
    });
    expect(wrong.status).toBe(400);
    const confirmed = await browser.post(`${enrol.interactionPath}/mfa-setup/confirm`, {
      csrf: enrol.csrf,
      code: await generate({ secret }),
    });
    const enrolledCallback = callbackOf(await browser.follow(confirmed));
    const config = await client.discovery(
      new URL(harness.identity.issuer),
      CLIENT_ID,
      undefined,
      client.None(),
      {
        execute: [client.allowInsecureRequests],
      },
    );
    const tokens = await client.authorizationCodeGrant(config, enrolledCallback, {
      pkceCodeVerifier: enrol.codeVerifier,
      expectedState: enrol.state,
    });
    expect(tokens.claims()?.preferred_username).toBe('totp_user');

    // A new browser: password, then the TOTP step.
    const fresh = new Browser(harness.baseUrl);
    const auth = await beginAuthorization(fresh);
    const afterPassword = await fresh.post(`${auth.interactionPath}/login`, {
      csrf: auth.csrf,
      username: 'totp_user',
      password: 'secret123',
    });
    expect(afterPassword.headers.get('location')).toBe(`${auth.interactionPath}/totp`);
    const totpPage = await fresh.get(`${auth.interactionPath}/totp`);
    expect(await totpPage.text()).toContain('id="code"');
    const badCode = await fresh.post(`${auth.interactionPath}/totp`, { csrf: auth.csrf, code: '000000' });
    expect(badCode.status).toBe(400);
    expect(await badCode.text()).toContain('確認コードが正しくありません');
    const good = await fresh.post(`${auth.interactionPath}/totp`, {
      csrf: auth.csrf,
      code: await generate({ secret }),
    });
    expect(callbackOf(await fresh.follow(good)).searchParams.get('code')).toBeTruthy();
  });

  it('given a skipped TOTP step, then no authorization code is issued', async () => {
    const browser = new Browser(harness.baseUrl);
    const auth = await beginAuthorization(browser);
    await browser.post(`${auth.interactionPath}/login`, {
      csrf: auth.csrf,
      username: 'totp_user',
      password: 'secret123',
    });
    const resumed = await browser.get(`/oidc/auth/${auth.interactionPath.split('/').pop()}`);
    expect(resumed.headers.get('location') ?? '').not.toContain('code=');
  });

  it('given a disabled account, then sign-in is refused and re-enabling restores it', async () => {
    const { directory } = harness.identity;
    const account = await directory.findAccount('DISABLED_USER');
    expect(account).toMatchObject({ username: 'disabled_user', emailVerified: true, disabled: false });
    await directory.disableAccount(account?.sub ?? '');
    const browser = new Browser(harness.baseUrl);
    const auth = await beginAuthorization(browser);
    const refused = await browser.post(`${auth.interactionPath}/login`, {
      csrf: auth.csrf,
      username: 'disabled_user',
      password: 'secret123',
    });
    expect(refused.status).toBe(403);
    await expect(directory.issueAccessToken(account?.sub ?? '')).rejects.toMatchObject({ status: 404 });
    await directory.enableAccount(account?.sub ?? '');
    const allowed = await browser.post(`${auth.interactionPath}/login`, {
      csrf: auth.csrf,
      username: 'disabled_user',
      password: 'secret123',
    });
    expect(allowed.status).toBe(303);
  });

  it('given an expired or foreign interaction, then a Japanese expiry page with 400', async () => {
    const browser = new Browser(harness.baseUrl);
    const response = await browser.get('/oidc/interaction/not-a-real-uid');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('有効期限が切れました');
  });
});
