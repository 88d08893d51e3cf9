import { describe, expect, it } from 'vitest';
import { aSet } from '../catalogue';
import { categoriesOfSets, chipCategories } from './chip-categories';

const sets = [
  aSet({ id: '1', category: 'ネットワーク' }),
  aSet({ id: '2', category: 'データベース', featuredCategory: '人気' }),
  aSet({ id: '3', category: 'セキュリティ' }),
  aSet({ id: '4', category: 'AWS' }),
  aSet({ id: '5', category: 'ネットワーク' }),
];

describe('chipCategories', () => {
  it('given the distinct categories, then in first-seen order', () => {
    expect(categoriesOfSets(sets)).toEqual(['ネットワーク', 'データベース', 'セキュリティ', 'AWS']);
  });

  it('given no featured categories, then all categories of the sets', () => {
    expect(chipCategories([], sets)).toEqual(['ネットワーク', 'データベース', 'セキュリティ', 'AWS']);
  });

  it('given featured categories, then only those present among the sets (category or featured)', () => {
    expect(chipCategories(['AWS', 'Java', '人気'], sets)).toEqual(['AWS', '人気']);
  });

  it('given featured categories none of which is present, then the first 3 categories', () => {
    expect(chipCategories(['Java'], sets)).toEqual(['ネットワーク', 'データベース', 'セキュリティ']);
  });
});
