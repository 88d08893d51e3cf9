import type { Language } from '../i18n/languages.js';
import type { HomeContentView } from './home-content.js';

type Localizable = Pick<
  HomeContentView,
  | 'title'
  | 'subtitle'
  | 'welcomeTitle'
  | 'welcomeDescription'
  | 'footerText'
  | 'announcements'
  | 'translations'
>;

/**
 * The home content as a visitor in `language` sees it (issue 36): each text in that language where the
 * administrator wrote one, else the default (Japanese) text. The served copy holds every language, so the web's
 * caches (RTK Query, the per-user copy, the server-drawn page, the live push) keep one copy for all.
 */
export function localizeHomeContent<T extends Localizable>(content: T, language: Language): T {
  if (language === 'ja') return content;
  const texts = content.translations[language];
  const pick = (own: string | undefined, fallback: string) => (own?.trim() ? own : fallback);
  return {
    ...content,
    title: pick(texts?.title, content.title),
    subtitle: pick(texts?.subtitle, content.subtitle),
    welcomeTitle: pick(texts?.welcomeTitle, content.welcomeTitle),
    welcomeDescription: pick(texts?.welcomeDescription, content.welcomeDescription),
    footerText: pick(texts?.footerText, content.footerText),
    announcements: content.announcements.map((item) => ({
      ...item,
      text: pick(item.translations?.[language], item.text),
    })),
  };
}
