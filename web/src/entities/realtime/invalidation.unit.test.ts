import { describe, expect, it } from 'vitest';
import { parseInvalidation, withFollowingLists } from './invalidation';

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

describe('withFollowingLists', () => {
  it('given a learner’s progress of one set, when expanded, then the stats list follows (a set it never held)', () => {
    expect(
      withFollowingLists([
        { type: 'Progress', id: 's1' },
        { type: 'WrongAnswer', id: 'LIST' },
      ]),
    ).toEqual([
      { type: 'Progress', id: 's1' },
      { type: 'WrongAnswer', id: 'LIST' },
      { type: 'Progress', id: 'LIST' },
    ]);
  });

  it('given tags of other types or the list already named, then nothing is added', () => {
    const tags = [
      { type: 'QuestionSet' as const, id: 's1' },
      { type: 'Progress' as const, id: 'LIST' },
    ];
    expect(withFollowingLists(tags)).toEqual(tags);
  });
});
