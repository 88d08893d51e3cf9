import type { QuestionSet } from '../../entities/catalogue';

/** The chip value meaning "no category filter". */
export const ALL_CATEGORIES = 'all';

/**
 * Home list filter: the search text matches title, category or description, case-insensitive;
 * a category chip matches the set's category or its featured category.
 */
export function filterHomeSets(sets: readonly QuestionSet[], query: string, category: string): QuestionSet[] {
  const needle = query.trim().toLowerCase();
  return sets.filter((set) => {
    if (category !== ALL_CATEGORIES && set.category !== category && set.featuredCategory !== category) {
      return false;
    }
    if (needle === '') return true;
    return [set.title, set.category, set.description].some((field) =>
      (field ?? '').toLowerCase().includes(needle),
    );
  });
}
