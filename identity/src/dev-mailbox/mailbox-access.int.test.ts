import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  beginAuthorization,
  type Harness,
  startIdentity,
} from '../test-support/identity-harness.js';
import { latestCode } from '../test-support/outbox.js';

const OPERATOR_TOKEN = 'operator-token-for-mailbox-tests';
const VICTIM = { username: 'victim_admin', email: 'victim_admin@example.com', password: 'original-pass1' };

/** GET as a stranger would: any headers it likes (a forged loopback address, a made-up bearer). */
const fetchAs = (harness: Harness, path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, harness.baseUrl), { headers, redirect: 'manual' });

/**
 * Issue 27 item 5: the outbox's codes verify and reset any account. On the profile `npm start` runs
 * (development, no SMTP, no DEV_MAILBOX) an outsider must not be able to take the reset chain end to end.
 */
describe('dev mailbox: codes only for their owner', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startIdentity({ nodeEnv: 'development', operatorToken: OPERATOR_TOKEN });
    await harness.identity.directory.createAccount(VICTIM);
  });
  afterAll(() => harness.stop());

  it('given an outsider, when they request a reset for another account, try to read its code and set a password, then every step after the request fails', async () => {
    // 1. The request itself is open to anyone (it only mails the owner).
    const outsider = new Browser(harness.baseUrl);
    const auth = await beginAuthorization(outsider);
    const requested = await outsider.post(`${auth.interactionPath}/forgot`, {
      csrf: auth.csrf,
      username: VICTIM.username,
    });
    expect(requested.status).toBe(303);
    const code = await latestCode(harness.identity.directory, VICTIM.email, 'reset-password');

    // 2. The mailbox is not there for them: not anonymous, not as "loopback" behind a proxy, not with a made-up token.
    const attempts = [
      {},
      { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '127.0.0.1' },
      { Authorization: 'Bearer not-the-operator-token' },
      { Authorization: `Bearer ${OPERATOR_TOKEN}x` },
    ];
    for (const headers of attempts) {
      for (const path of ['/oidc/dev/mailbox', '/oidc/dev/mailbox.json', '/oidc/dev/mailbox.json?x=1']) {
        const response = await fetchAs(harness, path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(404);
        expect(await response.text()).not.toContain(code);
      }
    }

    // 3. Without the code, setting a password fails (guesses are refused), and the owner's password still works.
    for (const guess of ['000000', '123456', code === '999999' ? '999998' : '999999']) {
      const reset = await outsider.post(`${auth.interactionPath}/reset`, {
        csrf: auth.csrf,
        username: VICTIM.username,
        code: guess,
        password: 'taken-over-pass1',
      });
      expect(reset.status, guess).toBeGreaterThanOrEqual(400);
      expect(reset.status, guess).toBeLessThan(500);
    }
    const signIn = async (password: string) => {
      const browser = new Browser(harness.baseUrl);
      const login = await beginAuthorization(browser);
      return browser.post(`${login.interactionPath}/login`, {
        csrf: login.csrf,
        username: VICTIM.username,
        password,
      });
    };
    expect((await signIn('taken-over-pass1')).status).toBe(401);
    expect((await signIn(VICTIM.password)).status).toBe(303);

    // The control: the same form with the code the owner reads in their own mail does reset the password.
    const owner = new Browser(harness.baseUrl);
    const ownerAuth = await beginAuthorization(owner);
    await owner.post(`${ownerAuth.interactionPath}/forgot`, {
      csrf: ownerAuth.csrf,
      username: VICTIM.username,
    });
    const ownCode = await latestCode(harness.identity.directory, VICTIM.email, 'reset-password');
    const reset = await owner.post(`${ownerAuth.interactionPath}/reset`, {
      csrf: ownerAuth.csrf,
      username: VICTIM.username,
      code: ownCode,
      password: 'owners-new-pass1',
    });
    expect(reset.status).toBe(303);
    expect((await signIn('owners-new-pass1')).status).toBe(303);
  });

  it('given the operator token, then the mailbox is served (for scripts), without caching', async () => {
    const auth = { Authorization: `Bearer ${OPERATOR_TOKEN}` };
    const json = await fetchAs(harness, '/oidc/dev/mailbox.json', auth);
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('no-store');
    const body = (await json.json()) as { data: Array<{ to: string; code?: string }> };
    expect(body.data.some((mail) => mail.to === VICTIM.email && mail.code)).toBe(true);
    expect((await fetchAs(harness, '/oidc/dev/mailbox', auth)).status).toBe(200);
  });
});
