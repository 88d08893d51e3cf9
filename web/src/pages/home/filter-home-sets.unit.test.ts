import { describe, expect, it } from 'vitest';
import { aSet } from '../../entities/catalogue';
import { ALL_CATEGORIES, filterHomeSets } from './filter-home-sets';

const sets = [
  aSet({ id: 'net', title: 'Network Basics', category: 'ネットワーク', description: 'TCP/IP' }),
  aSet({ id: 'db', title: 'SQL 入門', category: 'データベース', description: 'select and JOIN' }),
  aSet({ id: 'aws', title: 'クラウド', category: 'AWS', featuredCategory: 'ネットワーク' }),
];
const ids = (list: { id: string }[]) => list.map((s) => s.id);

describe('filterHomeSets', () => {
  it('given an empty query and all, then every set', () => {
    expect(ids(filterHomeSets(sets, '  ', ALL_CATEGORIES))).toEqual(['net', 'db', 'aws']);
  });

  it('given a query in another case, then matches title, category and description', () => {
    expect(ids(filterHomeSets(sets, 'network', ALL_CATEGORIES))).toEqual(['net']);
    expect(ids(filterHomeSets(sets, 'join', ALL_CATEGORIES))).toEqual(['db']);
    expect(ids(filterHomeSets(sets, 'aws', ALL_CATEGORIES))).toEqual(['aws']);
  });

  it('given a category chip, then sets of that category or featured under it', () => {
    expect(ids(filterHomeSets(sets, '', 'ネットワーク'))).toEqual(['net', 'aws']);
  });
});
