/**
 * Home content served until content management (its own issue) stores an edited copy. Spec admin §3:
 * every text has a Japanese default, the theme defaults to light and the footer carries a 2025 line.
 */
export type HomeContent = {
  title: string;
  subtitle: string;
  welcomeTitle: string;
  welcomeDescription: string;
  featuredCategories: string[];
  announcements: string;
  footerText: string;
  bannerImage: string;
  theme: 'light' | 'dark' | 'auto';
  _lastUpdated: number;
};

/** A fixed timestamp: the defaults never change at run time, so a client cache comparing _lastUpdated stays put. */
const DEFAULTS_LAST_UPDATED = Date.UTC(2025, 0, 1);

export const defaultHomeContent = (): HomeContent => ({
  title: 'IT資格試験 過去問道場',
  subtitle: '本番さながらの問題で、合格まで最短ルート',
  welcomeTitle: 'ようこそ、IT資格試験の問題集へ',
  welcomeDescription:
    '基本情報技術者・応用情報技術者・クラウドやセキュリティの認定試験に向けて、実際の出題形式に沿った問題で練習できます。間違えた問題は復習リストに残り、弱点を効率よく克服できます。',
  featuredCategories: [],
  announcements: '',
  footerText: '© 2025 IT資格試験 過去問道場 All rights reserved.',
  bannerImage: '',
  theme: 'light',
  _lastUpdated: DEFAULTS_LAST_UPDATED,
});
