import { describe, expect, it } from 'vitest';
import { remainingDays, remainingDaysLabel } from './remaining-days.js';

const now = new Date('2025-01-01T12:00:00Z');

describe('remainingDays', () => {
  it('given no expiry, then access is unlimited (null)', () => {
    expect(remainingDays(null, now)).toBeNull();
    expect(remainingDays(undefined, now)).toBeNull();
  });
  it('given an expiry later the same day, then one day remains (rounded up)', () => {
    expect(remainingDays('2025-01-01T13:00:00Z', now)).toBe(1);
  });
  it('given an expiry exactly 180 days away, then 180 remain', () => {
    expect(remainingDays(new Date('2025-06-30T12:00:00Z'), now)).toBe(180);
  });
  it('given an expiry in the past, then the count is 0 or negative', () => {
    expect(remainingDays('2025-01-01T11:00:00Z', now)).toBe(0);
    expect(remainingDays('2024-12-29T12:00:00Z', now.getTime())).toBe(-3);
  });
  it('given an unreadable date, then it counts as expired', () => {
    expect(remainingDays('not a date', now)).toBe(0);
  });
});

describe('remainingDaysLabel', () => {
  it.each([
    [null, '無制限'],
    [0, '期限切れ'],
    [-5, '期限切れ'],
    [1, '1日'],
    [29, '29日'],
    [30, '1ヶ月'],
    [45, '1ヶ月15日'],
    [180, '6ヶ月'],
    [365, '12ヶ月5日'],
  ])('given %j days, then the label is %s', (days, label) => {
    expect(remainingDaysLabel(days)).toBe(label);
  });
});
