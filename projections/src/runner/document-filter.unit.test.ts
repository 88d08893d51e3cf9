import { describe, expect, it } from 'vitest';
import { matchesFilter, pageDocuments } from './document-filter.js';

const doc = {
  id: 'a',
  title: 'SQL 入門',
  price: 500,
  isPaid: true,
  tags: ['db', 'sql'],
  meta: { level: 2 },
  cardImage: null,
};

describe('matchesFilter', () => {
  it.each([
    [{ isPaid: true }, true],
    [{ isPaid: false }, false],
    [{ tags: 'sql' }, true],
    [{ 'meta.level': 2 }, true],
    [{ cardImage: null, missing: null }, true],
    [{ price: { $gte: 500, $lt: 600 } }, true],
    [{ price: { $gt: 500 } }, false],
    [{ price: { $gt: '1' } }, false],
    [{ price: { $in: [1, 500] } }, true],
    [{ price: { $nin: [500] } }, false],
    [{ price: { $ne: 1 } }, true],
    [{ missing: { $ne: 1 } }, true],
    [{ cardImage: { $exists: true }, missing: { $exists: false } }, true],
    [{ title: { $contains: 'sql' } }, true],
    [{ title: { $contains: 'xyz' } }, false],
    [{ $or: [{ price: 1 }, { title: { $contains: '入門' } }] }, true],
    [{ $or: [{ price: 1 }, { isPaid: false }] }, false],
  ])('%j -> %s', (filter, expected) => {
    expect(matchesFilter(doc, filter)).toBe(expected);
  });
});

describe('pageDocuments', () => {
  it('sorts by several fields with missing values first, then skips and limits', () => {
    const docs = [
      { id: '1', category: 'b', rank: 2 },
      { id: '2', category: 'a', rank: 1 },
      { id: '3', category: 'b', rank: 3 },
      { id: '4', rank: 9 },
    ];
    expect(
      pageDocuments(docs, {
        sort: [
          ['category', 1],
          ['rank', -1],
        ],
      }).map((d) => d.id),
    ).toEqual(['4', '2', '3', '1']);
    expect(pageDocuments(docs, { sort: [['rank', 1]], skip: 1, limit: 2 }).map((d) => d.id)).toEqual([
      '1',
      '3',
    ]);
  });
});
