import { describe, expect, it } from 'vitest';
import { extendedExpiry } from './expiry.js';

const AT = '2025-03-01T00:00:00.000Z';
const FAR = '9999-12-31T23:59:59.999Z';

describe('extendedExpiry cannot throw (issue 27: a succeeded charge always ends in access)', () => {
  it.each([
    ['a validity of 1e308 days', AT, null, 1e308],
    ['an infinite validity', AT, null, Number.POSITIVE_INFINITY],
    ['a current expiry already at the far date', AT, FAR, 180],
    ['a validity that passes year 9999', AT, null, 3_000_000],
  ])('given %s, then the expiry is clamped to the far date', (_, now, current, days) => {
    expect(extendedExpiry(now, current, days)).toBe(FAR);
  });

  it.each([
    ['NaN days', Number.NaN],
    ['negative days', -5],
  ])('given %s, then nothing is added', (_, days) => {
    expect(extendedExpiry(AT, null, days)).toBe(AT);
  });

  it('given an unreadable now, then counting starts from the present', () => {
    const before = Date.now();
    const expiry = new Date(extendedExpiry('not a date', null, 1)).getTime();
    expect(expiry - before).toBeGreaterThanOrEqual(86_400_000 - 1000);
    expect(expiry - before).toBeLessThanOrEqual(86_400_000 + 60_000);
  });

  it('given an ordinary validity, then it is the days counted from now', () => {
    expect(extendedExpiry(AT, null, 180)).toBe('2025-08-28T00:00:00.000Z');
  });
});
