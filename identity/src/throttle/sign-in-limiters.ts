import { AttemptCounter, AttemptLimiter } from '@exam/platform';
import { identityErrors } from '../accounts/identity-errors.js';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;
const WINDOW_SECONDS = SIGN_IN_WINDOW_MS / 1000;

/**
 * OWASP's guidance for credential checks (issue 37): a hard limit per (account, address), a wider one per address
 * (a school shares one), and no lock-out of the account itself: past ACCOUNT_SLOW_AFTER failures from anywhere the
 * account is checked one attempt at a time, each failure doubling the pause (1 s, 2 s, ... up to ACCOUNT_PAUSE_MAX).
 */
export const SIGN_IN_LIMITS = {
  failuresPerAccountAndAddress: 5,
  failuresPerAddress: 100,
  accountSlowAfter: 10,
  accountPauseMaxSeconds: 30,
};
export type SignInLimits = typeof SIGN_IN_LIMITS;

export type SignInAttempt = {
  /** The attempt does not count: the pair and the address get their point back, the account's pause ends. */
  succeeded(): Promise<void>;
  failed(): Promise<void>;
};

/**
 * Reserves a credential check before it runs, so parallel guesses are counted like sequential ones: each counter is
 * incremented atomically first, and only an attempt that got every point goes on to argon2 (or the TOTP check).
 */
export class SignInThrottle {
  private readonly pairs: AttemptCounter;
  private readonly addresses: AttemptCounter;
  private readonly accountFailures: AttemptCounter;
  /** One point: while an account is slowed down, the attempt holding it is the only one being checked. */
  private readonly accountTurns: AttemptCounter;

  constructor(private readonly limits: SignInLimits = SIGN_IN_LIMITS) {
    const counter = (name: string, points: number, windowSeconds = WINDOW_SECONDS) =>
      new AttemptCounter({ name, points, windowSeconds });
    this.pairs = counter('sign-in-pair', limits.failuresPerAccountAndAddress);
    this.addresses = counter('sign-in-address', limits.failuresPerAddress);
    this.accountFailures = counter('sign-in-account', Number.MAX_SAFE_INTEGER);
    this.accountTurns = counter('sign-in-account-turn', 1, limits.accountPauseMaxSeconds);
  }

  /** Throws 429 (with the wait) when the attempt may not be checked now. */
  async begin(accountKey: string, address: string): Promise<SignInAttempt> {
    const pair = `${accountKey}\n${address}`;
    const refused = (wait: number) => identityErrors.tooManySignIns(wait);
    const pairWait = await this.pairs.reserve(pair);
    if (pairWait > 0) throw refused(pairWait);
    const addressWait = await this.addresses.reserve(address);
    if (addressWait > 0) {
      await this.pairs.refund(pair);
      throw refused(addressWait);
    }
    const slowed = (await this.accountFailures.count(accountKey)) >= this.limits.accountSlowAfter;
    if (slowed) {
      const turnWait = await this.accountTurns.reserve(accountKey);
      if (turnWait > 0) {
        await Promise.all([this.pairs.refund(pair), this.addresses.refund(address)]);
        throw refused(turnWait);
      }
    }
    return {
      succeeded: async () => {
        await Promise.all([
          this.pairs.clear(pair),
          this.addresses.refund(address),
          slowed ? this.accountTurns.clear(accountKey) : undefined,
        ]);
      },
      failed: async () => {
        const failures = await this.accountFailures.add(accountKey);
        const beyond = failures - this.limits.accountSlowAfter;
        if (beyond >= 0)
          await this.accountTurns.block(
            accountKey,
            Math.min(2 ** beyond, this.limits.accountPauseMaxSeconds),
          );
      },
    };
  }

  /** After a password reset the owner's own failed attempts no longer count against them. */
  async forgive(accountKey: string, address: string): Promise<void> {
    await this.pairs.clear(`${accountKey}\n${address}`);
  }
}

/** Wrong codes: 10 per address in 15 minutes (checked and counted without a pause between, so atomically). */
export const createSignInLimiters = (
  limits: SignInLimits = SIGN_IN_LIMITS,
  now: () => number = Date.now,
) => ({
  credentials: new SignInThrottle(limits),
  codesPerAddress: new AttemptLimiter(10, SIGN_IN_WINDOW_MS, now),
  /** Mails (codes, resets) sent per address: keeps the outbox/SMTP from being used to spam. */
  mailsPerAddress: new AttemptLimiter(10, SIGN_IN_WINDOW_MS, now),
});
export type SignInLimiters = ReturnType<typeof createSignInLimiters>;
