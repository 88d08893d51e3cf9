import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  beginAuthorization,
  CLIENT_ID,
  type Harness,
  startIdentity,
} from '../test-support/identity-harness.js';
import type { SessionEnded } from './session-revocation.js';

const PASSWORD = 'secret123';

describe('sign-in sessions in the access token (issue 37)', () => {
  let harness: Harness;
  let config: client.Configuration;
  const ended: SessionEnded[] = [];
  beforeAll(async () => {
    harness = await startIdentity({ onSessionEnded: (session) => ended.push(session) });
    await harness.identity.directory.createAccount({
      username: 'session_user',
      email: 'session_user@example.com',
      password: PASSWORD,
    });
    config = await client.discovery(new URL(harness.identity.issuer), CLIENT_ID, undefined, client.None(), {
      execute: [client.allowInsecureRequests],
    });
  });
  afterAll(() => harness.stop());

  /** One authorization as the web runs it; answers the tokens (the password typed only when asked). */
  const authorize = async (browser: Browser, extra: Record<string, string> = {}) => {
    const auth = await beginAuthorization(browser, extra).catch(() => null);
    let landing: Response;
    if (auth?.page.includes('id="password"')) {
      const signedIn = await browser.post(`${auth.interactionPath}/login`, {
        csrf: auth.csrf,
        username: 'session_user',
        password: PASSWORD,
      });
      landing = await browser.follow(signedIn);
    } else {
      throw new Error('the provider did not ask for the password');
    }
    const callback = new URL(landing.headers.get('location') ?? '');
    return client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: auth.codeVerifier,
      expectedState: auth.state,
    });
  };
  const sidOf = (token: string) => decodeJwt(token).sid;

  it('given a sign-in, then its access tokens name the session (sid), refreshed ones keep it, and the refresh token rotates', async () => {
    const browser = new Browser(harness.baseUrl);
    const tokens = await authorize(browser);
    const sid = sidOf(tokens.access_token);
    expect(sid).toEqual(expect.any(String));

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(sidOf(refreshed.access_token)).toBe(sid);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    // The used refresh token is spent: replaying it is refused (and ends the grant, as a stolen one would).
    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('given the password typed again in the same provider session (prompt=login), then the new sign-in is a new session', async () => {
    const browser = new Browser(harness.baseUrl);
    const first = await authorize(browser);
    // Grants are stamped in whole seconds: the second sign-in must come in a later second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await authorize(browser, { prompt: 'login' });
    expect(sidOf(second.access_token)).toEqual(expect.any(String));
    expect(sidOf(second.access_token)).not.toBe(sidOf(first.access_token));
  });

  it('given a JWT access token revoked, then 200, its whole sign-in ends (the refresh token too) and the session is reported', async () => {
    const tokens = await authorize(new Browser(harness.baseUrl));
    const { sub, sid } = decodeJwt(tokens.access_token);
    await client.tokenRevocation(config, tokens.access_token, { token_type_hint: 'access_token' });
    expect(ended).toContainEqual({ sub, sid });
    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    // A token that is not ours is answered 200 as well, and ends nothing.
    const reported = ended.length;
    await client.tokenRevocation(config, 'a.b.c', { token_type_hint: 'access_token' });
    expect(ended).toHaveLength(reported);
  });

  it('given a refresh token revoked (as the web signs out), then the sign-in session is reported ended', async () => {
    const revoked = await authorize(new Browser(harness.baseUrl));
    await client.tokenRevocation(config, revoked.refresh_token ?? '');
    expect(ended).toContainEqual({
      sub: decodeJwt(revoked.access_token).sub,
      sid: sidOf(revoked.access_token),
    });
  });
});
