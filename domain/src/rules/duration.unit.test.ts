import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.js';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [5_000, '0:05'],
    [65_000, '1:05'],
    [59 * 60_000 + 59_000, '59:59'],
    [3_600_000, '1:00:00'],
    [3_600_000 + 2 * 60_000 + 3_000, '1:02:03'],
    [-1_000, '0:00'],
    [Number.NaN, '0:00'],
  ])('given %d ms, then it reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
