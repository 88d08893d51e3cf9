import type { QuestionSetListing } from '../../../entities/catalogue';

export type ContentOverview = {
  totalSets: number;
  featuredSets: number;
  totalCategories: number;
  activeFeaturedCategories: number;
};

type SetFacts = Pick<QuestionSetListing, 'category' | 'isFeatured' | 'featuredCategory'>;

/**
 * Admin spec §2 "Content management tab": the overview's figures, computed from the catalogue. A featured
 * category is active when at least one featured set carries it.
 */
export function contentOverview(
  sets: readonly SetFacts[],
  featuredCategories: readonly string[],
): ContentOverview {
  const carried = new Set(sets.filter((set) => set.isFeatured).map((set) => set.featuredCategory ?? ''));
  return {
    totalSets: sets.length,
    featuredSets: sets.filter((set) => set.isFeatured).length,
    totalCategories: new Set(sets.map((set) => set.category).filter(Boolean)).size,
    activeFeaturedCategories: new Set(featuredCategories.filter((name) => carried.has(name))).size,
  };
}

/** A category name as the server stores it: trimmed; null when blank (カテゴリ名を入力してください). */
export const categoryNameOf = (raw: string): string | null => {
  const name = raw.trim();
  return name === '' ? null : name;
};
