import { AttemptLimiter } from '@exam/platform';

/** Failed sign-ins: 5 per account and 20 per address in 15 minutes; wrong codes: 10 per address in 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const createSignInLimiters = (now: () => number = Date.now) => ({
  perAccount: new AttemptLimiter(5, SIGN_IN_WINDOW_MS, now),
  perAddress: new AttemptLimiter(20, SIGN_IN_WINDOW_MS, now),
  codesPerAddress: new AttemptLimiter(10, SIGN_IN_WINDOW_MS, now),
  /** Mails (codes, resets) sent per address: keeps the outbox/SMTP from being used to spam. */
  mailsPerAddress: new AttemptLimiter(10, SIGN_IN_WINDOW_MS, now),
});
export type SignInLimiters = ReturnType<typeof createSignInLimiters>;
