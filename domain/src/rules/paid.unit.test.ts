import { describe, expect, it } from 'vitest';
import { isPaidFlag, isPaidQuestionSet } from './paid.js';

describe('isPaidQuestionSet', () => {
  it.each([true, 1, '1', 'true', 'TRUE', ' True '])('given the flag %j, then the set is paid', (isPaid) => {
    expect(isPaidQuestionSet({ isPaid, price: 0 })).toBe(true);
  });

  it.each([false, 0, '0', 'false', 'yes', '', null, undefined, 2])(
    'given the flag %j and no price, then the set is free',
    (isPaid) => {
      expect(isPaidQuestionSet({ isPaid, price: 0 })).toBe(false);
    },
  );

  it.each([500, '500', 0.5])('given a false flag but the price %j, then the set is paid', (price) => {
    expect(isPaidQuestionSet({ isPaid: false, price })).toBe(true);
  });

  it.each([0, -1, '', 'abc', null, undefined, Number.NaN])(
    'given a false flag and the price %j, then the set is free',
    (price) => {
      expect(isPaidQuestionSet({ isPaid: false, price })).toBe(false);
    },
  );

  it('given only the flag helper, when asked about an object, then it is not paid', () => {
    expect(isPaidFlag({})).toBe(false);
  });
});
