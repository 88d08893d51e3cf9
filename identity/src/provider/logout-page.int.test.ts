import { calculatePKCECodeChallenge, randomPKCECodeVerifier } from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  beginAuthorization,
  CLIENT_ID,
  type Harness,
  SCOPE,
  startIdentity,
} from '../test-support/identity-harness.js';

describe('RP-initiated logout without an id_token_hint (issue 37)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startIdentity();
    await harness.identity.directory.createAccount({
      username: 'logout_user',
      email: 'logout_user@example.com',
      password: 'secret123',
    });
  });
  afterAll(() => harness.stop());

  /** Where a new authorization request of this browser leads: straight back with a code, or to the sign-in page. */
  const authorizationLeadsTo = async (browser: Browser) => {
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: `${harness.baseUrl}/auth/callback`,
      response_type: 'code',
      scope: SCOPE,
      code_challenge: await calculatePKCECodeChallenge(randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const landing = await browser.follow(await browser.get(`/oidc/auth?${query}`));
    return new URL(landing.headers.get('location') ?? landing.url ?? '', harness.baseUrl).pathname;
  };

  it('given a signed-in browser sent to /oidc/session/end by another page, then it is asked first, and only its own answer signs it out', async () => {
    const browser = new Browser(harness.baseUrl);
    const auth = await beginAuthorization(browser);
    await browser.follow(
      await browser.post(`${auth.interactionPath}/login`, {
        csrf: auth.csrf,
        username: 'logout_user',
        password: 'secret123',
      }),
    );
    expect(await authorizationLeadsTo(browser)).toBe('/auth/callback');

    const question = await browser.get('/oidc/session/end');
    expect(question.status).toBe(200);
    const html = await question.text();
    expect(html).toContain('ログアウトしますか？');
    expect(html).toContain('ログアウトせずに戻る');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('.click()');
    // Merely opening the page ends nothing.
    expect(await authorizationLeadsTo(browser)).toBe('/auth/callback');

    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await browser.post('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(await authorizationLeadsTo(browser)).toMatch(/^\/oidc\/interaction\//);
  });
});
