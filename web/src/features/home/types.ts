/** GET /api/homepage/content, after normalisation (see normalize-home-content.ts). */
export type HomeContent = {
  title: string;
  subtitle: string;
  welcomeTitle: string;
  welcomeDescription: string;
  featuredCategories: string[];
  /** Sanitised again on render. */
  announcements: string;
  /** Sanitised again on render. */
  footerText: string;
  bannerImage: string;
  theme: string;
  _lastUpdated: number | string | null;
};
