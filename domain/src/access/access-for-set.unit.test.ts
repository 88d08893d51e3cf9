import { describe, expect, it } from 'vitest';
import { accessForSet } from './access-for-set.js';

const now = new Date('2025-03-01T00:00:00Z');
const paid = { isPaid: true, price: 1200, trialQuestions: 2 };

describe('accessForSet', () => {
  it('given a free set, then anyone has unlimited access, grant or not', () => {
    const free = { isPaid: false, price: 0, trialQuestions: 0 };
    expect(accessForSet({ set: free, now })).toEqual({
      hasAccess: true,
      accessType: 'free',
      remainingDays: null,
      expiresAt: null,
    });
    expect(
      accessForSet({ set: free, grant: { source: 'purchase', expiresAt: '2020-01-01T00:00:00Z' }, now }),
    ).toMatchObject({ hasAccess: true, accessType: 'free' });
  });

  it('given a paid set without a grant, then the caller is in trial', () => {
    expect(accessForSet({ set: paid, grant: null, now })).toEqual({
      hasAccess: false,
      accessType: 'trial',
      remainingDays: null,
      expiresAt: null,
    });
  });

  it('given a set priced but not flagged paid, then it is paid all the same', () => {
    expect(accessForSet({ set: { isPaid: 'false', price: 500 }, now }).accessType).toBe('trial');
  });

  it('given a purchase valid for 10 more days, then access is paid with 10 days left', () => {
    const grant = { source: 'purchase' as const, expiresAt: '2025-03-11T00:00:00.000Z' };
    expect(accessForSet({ set: paid, grant, now })).toEqual({
      hasAccess: true,
      accessType: 'paid',
      remainingDays: 10,
      expiresAt: '2025-03-11T00:00:00.000Z',
    });
  });

  it('given a redeemed code without an end, then access is redeemed and unlimited', () => {
    expect(accessForSet({ set: paid, grant: { source: 'redeem', expiresAt: null }, now })).toEqual({
      hasAccess: true,
      accessType: 'redeemed',
      remainingDays: null,
      expiresAt: null,
    });
  });

  it.each([
    ['past', '2025-02-01T00:00:00.000Z'],
    ['exactly now', '2025-03-01T00:00:00.000Z'],
    ['unreadable', 'not a date'],
  ])('given a grant whose expiry is %s, then access has expired', (_, expiresAt) => {
    expect(accessForSet({ set: paid, grant: { source: 'redeem', expiresAt }, now })).toEqual({
      hasAccess: false,
      accessType: 'expired',
      remainingDays: 0,
      expiresAt,
    });
  });
});
