import { describe, expect, it } from 'vitest';
import { groupSets, idsNeedingCount, isPaidSet, visibleGroups } from './set-status';
import { aSet } from './test-support';

describe('isPaidSet', () => {
  it.each([
    [{ isPaid: true, price: 0 }, true],
    [{ isPaid: false, price: 500 }, true],
    [{ isPaid: 'TRUE' as unknown as boolean, price: 0 }, true],
    [{ isPaid: '1' as unknown as boolean, price: 0 }, true],
    [{ isPaid: false, price: 0 }, false],
  ])('given %o, then paid is %s', (set, expected) => {
    expect(isPaidSet(set)).toBe(expected);
  });
});

describe('groupSets', () => {
  it('given sets of every kind, when grouped, then each lands in its group', () => {
    const free = aSet({ id: 'free' });
    const trial = aSet({ id: 'trial', isPaid: true, price: 1000, hasAccess: false, accessType: 'trial' });
    const bought = aSet({ id: 'bought', isPaid: true, price: 1000, accessType: 'paid', remainingDays: 20 });
    const redeemed = aSet({ id: 'redeemed', isPaid: true, price: 1000, accessType: 'redeemed' });
    const lapsed = aSet({ id: 'lapsed', isPaid: true, price: 1000, hasAccess: false, accessType: 'expired' });

    const groups = groupSets([free, trial, bought, redeemed, lapsed]);

    expect(groups.free.map((s) => s.id)).toEqual(['free']);
    expect(groups.paid.map((s) => s.id)).toEqual(['trial']);
    expect(groups.mine.map((s) => s.id)).toEqual(['bought', 'redeemed']);
    expect(groups.expired.map((s) => s.id)).toEqual(['lapsed']);
  });
});

describe('idsNeedingCount', () => {
  it('given counts of 0, missing and 5, then only the first two need a refresh', () => {
    const sets = [
      aSet({ id: 'zero', questionCount: 0 }),
      aSet({ id: 'missing', questionCount: undefined as unknown as number }),
      aSet({ id: 'five', questionCount: 5 }),
    ];
    expect(idsNeedingCount(sets)).toEqual(['zero', 'missing']);
  });
});

describe('visibleGroups', () => {
  it('given only free sets, then mine and expired are hidden but paid shows', () => {
    expect(visibleGroups(groupSets([aSet({ id: 'free' })]))).toEqual(['free', 'paid']);
  });

  it('given owned and expired sets, then all four groups show in order', () => {
    const groups = groupSets([
      aSet({ id: 'bought', isPaid: true, price: 1, accessType: 'paid' }),
      aSet({ id: 'lapsed', isPaid: true, price: 1, hasAccess: false, accessType: 'expired' }),
    ]);
    expect(visibleGroups(groups)).toEqual(['mine', 'free', 'paid', 'expired']);
  });
});
