import { describe, expect, it } from 'vitest';
import { parseInvalidation } from './invalidation';

describe('parseInvalidation', () => {
  it('given a contract payload, then its tags and position', () => {
    const payload = {
      tags: [
        { type: 'QuestionSet', id: 'LIST' },
        { type: 'QuestionSet', id: 'abc' },
        { type: 'HomeContent' },
      ],
      position: 42,
    };
    expect(parseInvalidation(payload)).toEqual(payload);
  });

  it('given unknown tag types and junk, then they are dropped', () => {
    expect(
      parseInvalidation({
        tags: [{ type: 'Wallet', id: 'x' }, null, 'QuestionSet', { type: 'Category', id: 'LIST' }],
      }),
    ).toEqual({
      tags: [{ type: 'Category', id: 'LIST' }],
      position: 0,
    });
  });

  it('given the commerce tags (Access, Purchase, RedeemCode), then they are kept', () => {
    const payload = {
      tags: [
        { type: 'Access', id: 'set-1' },
        { type: 'Purchase', id: 'LIST' },
        { type: 'RedeemCode', id: 'LIST' },
      ],
      position: 7,
    };
    expect(parseInvalidation(payload)).toEqual(payload);
  });

  it('given no payload, then nothing to invalidate', () => {
    expect(parseInvalidation(undefined)).toEqual({ tags: [], position: 0 });
  });
});
