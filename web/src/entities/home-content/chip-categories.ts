import type { QuestionSetListing } from '../catalogue';

type CategorySource = Pick<QuestionSetListing, 'category' | 'featuredCategory'>;

/** Spec §4 home content loading: if no featured category is valid, the first 3 categories are used. */
const FALLBACK_CATEGORY_COUNT = 3;

/** The distinct categories of the sets, in first-seen order. */
export function categoriesOfSets(sets: readonly CategorySource[]): string[] {
  const seen = new Set<string>();
  for (const set of sets) {
    if (set.category) seen.add(set.category);
  }
  return [...seen];
}

/**
 * The category chips after "all". Featured categories are kept when some set carries them (as its
 * category or its featured category). With no featured categories at all the chips are the sets'
 * categories; with featured categories none of which is valid, the first 3 of the sets' categories.
 */
export function chipCategories(featured: readonly string[], sets: readonly CategorySource[]): string[] {
  const derived = categoriesOfSets(sets);
  if (featured.length === 0) return derived;
  const present = new Set([...derived, ...sets.map((set) => set.featuredCategory ?? '')]);
  const valid = [...new Set(featured)].filter((name) => present.has(name));
  return valid.length > 0 ? valid : derived.slice(0, FALLBACK_CATEGORY_COUNT);
}
