import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './throttle.js';

describe('SlidingWindowLimiter', () => {
  it('given the limit reached, then the key waits until its oldest attempt leaves the window; others do not', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(2, 60_000, () => now);
    expect(limiter.take('a')).toBe(0);
    now = 10_000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(50);
    expect(limiter.take('b')).toBe(0);
    now = 60_001;
    expect(limiter.take('a')).toBe(0);
  });
});
