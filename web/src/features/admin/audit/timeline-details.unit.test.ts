import { describe, expect, it } from 'vitest';
import { timelineDetails } from './timeline-details';

describe('timelineDetails', () => {
  it('given a payment, then the amount in yen and the method, in a fixed order', () => {
    expect(timelineDetails({ details: { paymentMethod: 'card', amount: 1980, purchaseId: 'p1' } })).toEqual([
      ['amount', '1,980円'],
      ['paymentMethod', 'card'],
    ]);
  });

  it('given English, then the amount and the dates as English writes them', () => {
    const details = { amount: 1980, expiresAt: '2026-03-04T12:00:00Z' };
    expect(timelineDetails({ details }, { yes: 'yes', no: 'no' }, 'en')).toEqual([
      ['amount', '¥1,980'],
      ['expiresAt', expect.stringMatching(/^Mar 4, 2026/)],
    ]);
  });

  it('given empty lists and nulls, then they are left out; field lists are joined', () => {
    expect(timelineDetails({ details: { fields: [], reason: null, from: 's1', to: 's2' } })).toEqual([
      ['from', 's1'],
      ['to', 's2'],
    ]);
    expect(timelineDetails({ details: { fields: ['name', 'email'] } })).toEqual([['fields', 'name, email']]);
    expect(timelineDetails({ details: { isAdmin: false } }, { yes: 'はい', no: 'いいえ' })).toEqual([
      ['isAdmin', 'いいえ'],
    ]);
  });
});
