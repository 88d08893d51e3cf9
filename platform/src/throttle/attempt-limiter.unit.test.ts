import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.js';

describe('AttemptLimiter', () => {
  it('given failures below the limit, then the key is not blocked', () => {
    let now = 0;
    const limiter = new AttemptLimiter(3, 60_000, () => now);
    limiter.recordFailure('a');
    now += 1000;
    limiter.recordFailure('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('given the limit reached, then the key waits until the oldest failure leaves the window', () => {
    let now = 0;
    const limiter = new AttemptLimiter(3, 60_000, () => now);
    for (const at of [0, 10_000, 20_000]) {
      now = at;
      limiter.recordFailure('a');
    }
    expect(limiter.retryAfterSeconds('a')).toBe(40);
    expect(limiter.retryAfterSeconds('b')).toBe(0);
    now = 60_001;
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('given a reset, then the failures are forgotten', () => {
    const limiter = new AttemptLimiter(1, 60_000);
    limiter.recordFailure('a');
    expect(limiter.retryAfterSeconds('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  // take(): check and count in one step (redeem attempts count whether or not they succeed).
  it('given the limit reached, then the key waits until its oldest attempt leaves the window; others do not', () => {
    let now = 0;
    const limiter = new AttemptLimiter(2, 60_000, () => now);
    expect(limiter.take('a')).toBe(0);
    now = 10_000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(50);
    expect(limiter.take('b')).toBe(0);
    now = 60_001;
    expect(limiter.take('a')).toBe(0);
  });
});
