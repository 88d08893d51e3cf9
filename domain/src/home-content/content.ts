import { catalogueJa } from '../i18n/ja/index.js';
import type { Language } from '../i18n/languages.js';
/** Home content (admin spec §3 "Home content"): the texts, banner, theme, announcements and featured categories. */
export type AnnouncementLevel = 'info' | 'warning' | 'important';

/** The languages an administrator may translate the home content into; the default text is Japanese (issue 36). */
export const TRANSLATED_LANGUAGES = ['zh', 'en'] as const satisfies readonly Exclude<Language, 'ja'>[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];
/** One text per translated language; '' = not translated, the default (Japanese) text shows. */
export type TextTranslations = Record<TranslatedLanguage, string>;

export type Announcement = {
  /** Sanitised HTML. */
  text: string;
  level: AnnouncementLevel;
  /** The text in the other languages (sanitised HTML, '' = the default text). */
  translations: TextTranslations;
  /** ISO times; null = from now on / without end. */
  startsAt: string | null;
  endsAt: string | null;
};

/** The texts of the home content an administrator may translate. */
export const TRANSLATED_FIELDS = [
  'title',
  'subtitle',
  'welcomeTitle',
  'welcomeDescription',
  'footerText',
] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];
export type HomeTexts = Record<TranslatedField, string>;
export type HomeTranslations = Record<TranslatedLanguage, HomeTexts>;

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
  /** The texts in the other languages ('' = the default text shows). */
  translations: HomeTranslations;
};

const emptyTexts = (): HomeTexts => ({
  title: '',
  subtitle: '',
  welcomeTitle: '',
  welcomeDescription: '',
  footerText: '',
});
export const emptyTextTranslations = (): TextTranslations => ({ zh: '', en: '' });
export const emptyHomeTranslations = (): HomeTranslations => ({ zh: emptyTexts(), en: emptyTexts() });

type StoredAnnouncement = Omit<Announcement, 'translations'> & { translations?: Partial<TextTranslations> };
/** Content as an event recorded it: events before issue 36 carry no translations. */
export type StoredHomeContent = Omit<HomeContentData, 'translations' | 'announcements'> & {
  announcements: StoredAnnouncement[];
  translations?: { [L in TranslatedLanguage]?: Partial<HomeTexts> };
};

/** A recorded content in today's shape: missing translations are empty (the default text shows). */
export const upgradeHomeContent = (content: StoredHomeContent): HomeContentData => ({
  ...content,
  announcements: content.announcements.map((item) => ({
    ...item,
    translations: { ...emptyTextTranslations(), ...item.translations },
  })),
  translations: {
    zh: { ...emptyTexts(), ...content.translations?.zh },
    en: { ...emptyTexts(), ...content.translations?.en },
  },
});

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
  translations: emptyHomeTranslations(),
});
