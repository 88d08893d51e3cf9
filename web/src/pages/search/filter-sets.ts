import { isExpiredSet, isOwnedSet, isPaidSet, type QuestionSet } from '../../entities/catalogue';

export const SET_STATUSES = ['all', 'free', 'paid', 'purchased', 'expired', 'featured'] as const;
export type SetStatusFilter = (typeof SET_STATUSES)[number];

export const SET_SORTS = ['newest', 'oldest', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type SetSort = (typeof SET_SORTS)[number];

export type SetCriteria = {
  query: string;
  /** 'all' or a category name. */
  category: string;
  status: SetStatusFilter;
  sort: SetSort;
};

export const DEFAULT_CRITERIA: SetCriteria = { query: '', category: 'all', status: 'all', sort: 'newest' };

const matchesQuery = (set: QuestionSet, needle: string) =>
  needle === '' ||
  [set.title, set.description, set.category].some((field) => (field ?? '').toLowerCase().includes(needle));

const STATUS_MATCHERS: Record<SetStatusFilter, (set: QuestionSet) => boolean> = {
  all: () => true,
  free: (set) => !isPaidSet(set),
  paid: (set) => isPaidSet(set),
  purchased: isOwnedSet,
  expired: isExpiredSet,
  featured: (set) => set.isFeatured,
};

const time = (iso: string) => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};
const byName = (a: QuestionSet, b: QuestionSet) => a.title.localeCompare(b.title, 'ja');
const priceOf = (set: QuestionSet) => (isPaidSet(set) ? Number(set.price) || 0 : 0);

const COMPARATORS: Record<SetSort, (a: QuestionSet, b: QuestionSet) => number> = {
  newest: (a, b) => time(b.createdAt) - time(a.createdAt),
  oldest: (a, b) => time(a.createdAt) - time(b.createdAt),
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
  'price-asc': (a, b) => priceOf(a) - priceOf(b),
  'price-desc': (a, b) => priceOf(b) - priceOf(a),
};

/** The categories the category filter offers: those present in the data, sorted. */
export function categoryOptions(sets: readonly QuestionSet[]): string[] {
  return [...new Set(sets.map((set) => set.category).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, 'ja'),
  );
}

/**
 * The search page's list: text over title, description and category (case-insensitive), category,
 * status, then a stable sort (ties keep the server's order; ties in price fall back to the name).
 */
export function filterSets(sets: readonly QuestionSet[], criteria: SetCriteria): QuestionSet[] {
  const needle = criteria.query.trim().toLowerCase();
  const compare = COMPARATORS[criteria.sort];
  const tieBreak = criteria.sort.startsWith('price') ? byName : () => 0;
  return sets
    .filter((set) => matchesQuery(set, needle))
    .filter((set) => criteria.category === 'all' || set.category === criteria.category)
    .filter(STATUS_MATCHERS[criteria.status])
    .sort((a, b) => compare(a, b) || tieBreak(a, b));
}
