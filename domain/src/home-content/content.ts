import { catalogueJa } from '../i18n/ja/index.js';
/** Home content (admin spec §3 "Home content"): the texts, banner, theme, announcements and featured categories. */
export type AnnouncementLevel = 'info' | 'warning' | 'important';

export type Announcement = {
  /** Sanitised HTML. */
  text: string;
  level: AnnouncementLevel;
  /** ISO times; null = from now on / without end. */
  startsAt: string | null;
  endsAt: string | null;
};

export type Theme = 'light' | 'dark' | 'auto';

export type HomeContentData = {
  title: string;
  subtitle: string;
  welcomeTitle: string;
  welcomeDescription: string;
  /** An uploaded image (`/uploads/…`), an https address, or '' for none. */
  bannerImage: string;
  /** Sanitised HTML. */
  footerText: string;
  announcements: Announcement[];
  theme: Theme;
  featuredCategories: string[];
};

/** What the home page shows before an administrator saves anything (admin spec §3: Japanese defaults, light theme). */
export const defaultHomeContentData = (): HomeContentData => ({
  title: catalogueJa.app.name,
  subtitle: '本番さながらの問題で、合格まで最短ルート',
  welcomeTitle: 'ようこそ、IT資格試験の問題集へ',
  welcomeDescription:
    '基本情報技術者・応用情報技術者・クラウドやセキュリティの認定試験に向けて、実際の出題形式に沿った問題で練習できます。間違えた問題は復習リストに残り、弱点を効率よく克服できます。',
  bannerImage: '',
  footerText: `© 2025 ${catalogueJa.app.name} All rights reserved.`,
  announcements: [],
  theme: 'light',
  featuredCategories: [],
});
