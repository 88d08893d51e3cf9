import { describe, expect, it } from 'vitest';
import { aSet } from '../../entities/catalogue';
import { categoryOptions, DEFAULT_CRITERIA, filterSets, type SetCriteria } from './filter-sets';

const free = aSet({
  id: 'free',
  title: 'Bネットワーク',
  category: 'ネットワーク',
  description: 'TCP/IP の基礎',
  createdAt: '2024-03-01T00:00:00.000Z',
});
const trial = aSet({
  id: 'trial',
  title: 'Aデータベース',
  category: 'データベース',
  description: 'SQL and Normalization',
  isPaid: true,
  price: 2000,
  hasAccess: false,
  accessType: 'trial',
  isFeatured: true,
  createdAt: '2024-01-01T00:00:00.000Z',
});
const bought = aSet({
  id: 'bought',
  title: 'Cセキュリティ',
  category: 'セキュリティ',
  isPaid: true,
  price: 1000,
  accessType: 'paid',
  remainingDays: 100,
  createdAt: '2024-02-01T00:00:00.000Z',
});
const redeemed = aSet({
  id: 'redeemed',
  title: 'Dクラウド',
  category: 'AWS',
  isPaid: true,
  price: 3000,
  accessType: 'redeemed',
  createdAt: '2024-04-01T00:00:00.000Z',
});
const lapsed = aSet({
  id: 'lapsed',
  title: 'Eプログラミング',
  category: 'Java',
  isPaid: true,
  price: 500,
  hasAccess: false,
  accessType: 'expired',
  remainingDays: 0,
  createdAt: '2023-12-01T00:00:00.000Z',
});
const all = [free, trial, bought, redeemed, lapsed];

const run = (criteria: Partial<SetCriteria>) =>
  filterSets(all, { ...DEFAULT_CRITERIA, ...criteria }).map((s) => s.id);

describe('filterSets', () => {
  it('given default criteria, when filtered, then every set, newest first', () => {
    expect(run({})).toEqual(['redeemed', 'free', 'bought', 'trial', 'lapsed']);
  });

  it('given a query in other case, when filtered, then matches title, description or category', () => {
    expect(run({ query: 'normalization' })).toEqual(['trial']);
    expect(run({ query: 'tcp/ip' })).toEqual(['free']);
    expect(run({ query: 'java' })).toEqual(['lapsed']);
    expect(run({ query: 'クラウド' })).toEqual(['redeemed']);
  });

  it('given a category, when filtered, then only that category', () => {
    expect(run({ category: 'セキュリティ' })).toEqual(['bought']);
  });

  it.each([
    ['free', ['free']],
    ['paid', ['redeemed', 'bought', 'trial', 'lapsed']],
    ['purchased', ['redeemed', 'bought']],
    ['expired', ['lapsed']],
    ['featured', ['trial']],
  ] as const)('given status %s, when filtered, then %j', (status, expected) => {
    expect(run({ status })).toEqual(expected);
  });

  it.each([
    ['oldest', ['lapsed', 'trial', 'bought', 'free', 'redeemed']],
    ['name-asc', ['trial', 'free', 'bought', 'redeemed', 'lapsed']],
    ['name-desc', ['lapsed', 'redeemed', 'bought', 'free', 'trial']],
    ['price-asc', ['free', 'lapsed', 'bought', 'trial', 'redeemed']],
    ['price-desc', ['redeemed', 'trial', 'bought', 'lapsed', 'free']],
  ] as const)('given sort %s, when filtered, then %j', (sort, expected) => {
    expect(run({ sort })).toEqual(expected);
  });

  it('given a query, status and sort together, when filtered, then all apply', () => {
    expect(run({ query: 'a', status: 'paid', sort: 'price-asc' })).toEqual(['lapsed', 'trial', 'redeemed']);
  });

  it('given the input list, when filtered, then it is left unchanged', () => {
    const before = all.map((s) => s.id);
    run({ sort: 'name-desc' });
    expect(all.map((s) => s.id)).toEqual(before);
  });
});

describe('categoryOptions', () => {
  it('given sets, then their distinct categories sorted', () => {
    expect(categoryOptions([...all, free])).toHaveLength(5);
    expect(new Set(categoryOptions(all))).toEqual(
      new Set(['ネットワーク', 'データベース', 'セキュリティ', 'AWS', 'Java']),
    );
  });
});
