import { describe, expect, it } from 'vitest';
import { isExpired, planRenewal, planRetry } from './renewal-schedule';

const hour = 3_600_000;

describe('planRenewal', () => {
  it('given a one-hour token and a refresh token, then renewal runs 60 s before expiry', () => {
    expect(planRenewal(hour, 0, true)).toEqual({ kind: 'renew-in', delayMs: hour - 60_000 });
  });

  it('given a token expiring within the minute, then renewal runs at once', () => {
    expect(planRenewal(30_000, 0, true)).toEqual({ kind: 'renew-in', delayMs: 0 });
    expect(planRenewal(0, 10_000, true)).toEqual({ kind: 'renew-in', delayMs: 0 });
  });

  it('given no refresh token, then the session just expires with the token', () => {
    expect(planRenewal(hour, 0, false)).toEqual({ kind: 'expire-in', delayMs: hour });
  });
});

describe('planRetry', () => {
  it('given time left, then a failed renewal is retried after 5 s', () => {
    expect(planRetry(60_000, 0)).toEqual({ kind: 'renew-in', delayMs: 5_000 });
  });

  it('given less than 5 s left, then the session expires instead', () => {
    expect(planRetry(4_000, 0)).toEqual({ kind: 'expire-in', delayMs: 4_000 });
    expect(planRetry(0, 1_000)).toEqual({ kind: 'expire-in', delayMs: 0 });
  });
});

describe('isExpired', () => {
  it('given no expiry, then the token counts as expired', () => {
    expect(isExpired(null, 0)).toBe(true);
  });

  it('given an expiry inside the 5 s skew, then it counts as expired', () => {
    expect(isExpired(4_000, 0)).toBe(true);
    expect(isExpired(6_000, 0)).toBe(false);
  });
});
