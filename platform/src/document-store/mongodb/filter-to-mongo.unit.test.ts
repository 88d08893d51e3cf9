import { describe, expect, it } from 'vitest';
import { escapeRegex, filterToMongo, sortToMongo } from './filter-to-mongo.js';

describe('filterToMongo', () => {
  it.each([
    ['empty filter', {}, {}],
    ['equality', { category: 'network' }, { category: 'network' }],
    ['null equality', { featuredCategory: null }, { featuredCategory: null }],
    [
      'several fields are AND-ed',
      { isPaid: true, price: { $lt: 1000 } },
      { $and: [{ isPaid: true }, { price: { $lt: 1000 } }] },
    ],
    ['ranges on one field', { createdAt: { $gte: 'a', $lt: 'b' } }, { createdAt: { $gte: 'a', $lt: 'b' } }],
    [
      '$in, $nin, $ne, $exists',
      { a: { $in: [1], $nin: [2], $ne: null, $exists: true } },
      { a: { $in: [1], $nin: [2], $ne: null, $exists: true } },
    ],
    [
      '$contains is an escaped case-insensitive regex',
      { title: { $contains: 'c++ (1.0)' } },
      { title: { $regex: 'c\\+\\+ \\(1\\.0\\)', $options: 'i' } },
    ],
    ['nested path', { 'stats.attempts': { $gte: 5 } }, { 'stats.attempts': { $gte: 5 } }],
    ['$or', { $or: [{ a: 1 }, { b: { $gt: 2 } }] }, { $or: [{ a: 1 }, { b: { $gt: 2 } }] }],
    ['empty $or matches nothing', { $or: [] }, { _id: { $in: [] } }],
  ])('%s', (_, filter, expected) => {
    expect(filterToMongo(filter as never)).toEqual(expected);
  });

  it('refuses unknown operators, operator injection through field names, and bad operands', () => {
    expect(() => filterToMongo({ a: { $regex: 'x' } as never })).toThrow(
      /Unsupported filter operator \$regex/,
    );
    expect(() => filterToMongo({ $where: 'sleep(1)' } as never)).toThrow(
      /Unsupported filter operator \$where/,
    );
    expect(() => filterToMongo({ 'a.$b': 1 })).toThrow(/Unsupported field path/);
    expect(() => filterToMongo({ a: { $eq: { $gt: '' } } as never })).toThrow(/\$eq takes/);
    expect(() => filterToMongo({ a: { $in: 'x' } as never })).toThrow(/take an array/);
  });

  it('escapes every regular-expression character', () => {
    const text = ['.*+?^$', '{}()|[]\\'].join('');
    expect(new RegExp(escapeRegex(text)).test(`x${text}y`)).toBe(true);
  });
});

describe('sortToMongo', () => {
  it('adds _id last so pages are stable, and maps id to _id', () => {
    expect(sortToMongo({ sort: [['price', -1]] })).toEqual([
      ['price', -1],
      ['_id', 1],
    ]);
    expect(sortToMongo({ sort: [['id', -1]] })).toEqual([['_id', -1]]);
    expect(sortToMongo()).toEqual([['_id', 1]]);
  });
});
