import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  beginAuthorization,
  type Harness,
  startIdentity,
} from '../test-support/identity-harness.js';

const PASSWORD = 'secret123';

describe('sign-in throttle under attack (issue 37)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startIdentity();
    for (const username of ['burst_owner', 'spread_owner', 'totp_owner'])
      await harness.identity.directory.createAccount({
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
      });
  });
  afterAll(() => harness.stop());

  /** A stranger's browser at its own loopback address, on the sign-in page. */
  const signInFrom = async (address: string) => {
    const browser = new Browser(harness.baseUrl, address);
    const auth = await beginAuthorization(browser);
    return (username: string, password: string) =>
      browser.post(`${auth.interactionPath}/login`, { csrf: auth.csrf, username, password });
  };

  it('given a parallel burst of 30 wrong passwords from one address, then at most 5 are checked and the owner signs in from another address right after', async () => {
    const attacker = await signInFrom('127.0.0.2');
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attacker('burst_owner', `wrong-guess-${i}`)),
    );
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    // Even the right password stays refused from the attacking address...
    expect((await attacker('burst_owner', PASSWORD)).status).toBe(429);
    // ...while the owner, at an address that has not failed, gets in at once.
    const owner = await signInFrom('127.0.0.3');
    const signedIn = await owner('burst_owner', PASSWORD);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).not.toContain('/interaction/');
  });

  it('given failures from several addresses, then the account is slowed down, never locked: the owner waits seconds, not minutes', async () => {
    // The owner's page is open before the attack, so their attempt follows its last failure at once.
    const owner = await signInFrom('127.0.0.6');
    for (const address of ['127.0.0.4', '127.0.0.5']) {
      const attacker = await signInFrom(address);
      for (let i = 0; i < 5; i++) expect((await attacker('spread_owner', `wrong-${i}`)).status).toBe(401);
    }
    const paused = await owner('spread_owner', PASSWORD);
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get('retry-after'))).toBeLessThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await owner('spread_owner', PASSWORD)).status).toBe(303);
  });

  it('given a parallel burst against a slowed-down account, then one guess at a time is checked', async () => {
    // spread_owner has 10 failures from the test before: each further guess takes its turn.
    const attacker = await signInFrom('127.0.0.7');
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attacker('spread_owner', `again-${i}`)),
    );
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });
});
