export { useGetFeaturedCategoriesQuery } from './api';
export { categoriesOfSets, chipCategories } from './chip-categories';
export { HomeContentSync } from './components/HomeContentSync';
export { activeAnnouncements, normalizeHomeContent } from './normalize-home-content';
export type { Announcement, HomeContent } from './types';
export { useHomeContent } from './use-home-content';
