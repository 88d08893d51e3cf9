import { describe, expect, it } from 'vitest';
import { formatYen, paymentMethodKey, purchaseStatusDisplay, validityColor } from './purchase-view';

describe('purchaseStatusDisplay', () => {
  it.each([
    [{ status: 'active', remainingDays: 120 }, 'active'],
    [{ status: 'completed', remainingDays: 5 }, 'active'],
    [{ status: 'success' }, 'active'],
    [{}, 'active'],
    [{ status: 'active', remainingDays: 0 }, 'expired'],
    [{ status: 'active', remainingDays: -2 }, 'expired'],
    [{ status: 'expired', remainingDays: 10 }, 'expired'],
    [{ status: 'pending', remainingDays: 10 }, 'pending'],
    [{ status: 'cancelled', remainingDays: 10 }, 'cancelled'],
  ] as const)('given %o, then %s', (row, display) => {
    expect(purchaseStatusDisplay(row)).toBe(display);
  });
});

describe('validityColor', () => {
  it.each([
    [180, 'blue'],
    [7, 'blue'],
    [6, 'orange'],
    [0, 'red'],
    [null, 'blue'],
  ] as const)('given %s days, then %s', (days, color) => {
    expect(validityColor(days)).toBe(color);
  });
});

describe('formatYen and methods', () => {
  it('given amounts, then yen with separators', () => {
    expect(formatYen(1980)).toBe('1,980円');
    expect(formatYen(1980, 'en')).toBe('¥1,980');
    expect(formatYen(0)).toBe('0円');
    expect(formatYen(undefined, 'zh')).toBe('¥0');
  });
  it('given a known method, then its key; else null', () => {
    expect(paymentMethodKey('card')).toBe('card');
    expect(paymentMethodKey('paypal')).toBeNull();
  });
});
