import type { Language } from '@exam/domain/i18n/lang';
import {
  HOME_CONTENT_LIMITS,
  type HomeContentBodyInput,
  type HomeContentView,
  localizeHomeContent,
} from '@exam/domain/schemas';
import type { Announcement, HomeContent } from '../../../entities/home-content';

/** The languages a text may be translated into (the default text is Japanese; issue 36). */
export const TRANSLATED = ['zh', 'en'] as const;
export type TranslatedLanguage = (typeof TRANSLATED)[number];

/** An announcement as edited: the period as `datetime-local` texts ('' = open). */
export type AnnouncementDraft = {
  text: string;
  translations: Announcement['translations'];
  level: Announcement['level'];
  startsAt: string;
  endsAt: string;
};

export type ContentDraft = Pick<
  HomeContentView,
  'title' | 'subtitle' | 'welcomeTitle' | 'welcomeDescription' | 'bannerImage' | 'footerText' | 'theme'
> & { announcements: AnnouncementDraft[]; translations: HomeContent['translations'] };

/** The limits the server enforces, checked here first so the form answers at once. */
export const TEXT_LIMITS = HOME_CONTENT_LIMITS.text;
export const MAX_ANNOUNCEMENTS = HOME_CONTENT_LIMITS.announcements;

const pad = (value: number) => String(value).padStart(2, '0');
/** An ISO time as the local `datetime-local` value, and back. */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};
const fromLocalInput = (value: string): string | null => {
  if (value.trim() === '') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
};

export const draftOf = (content: HomeContent): ContentDraft => ({
  title: content.title,
  subtitle: content.subtitle,
  welcomeTitle: content.welcomeTitle,
  welcomeDescription: content.welcomeDescription,
  bannerImage: content.bannerImage,
  footerText: content.footerText,
  theme: content.theme,
  translations: { zh: { ...content.translations.zh }, en: { ...content.translations.en } },
  announcements: content.announcements.map((item) => ({
    text: item.text,
    translations: { ...item.translations },
    level: item.level,
    startsAt: toLocalInput(item.startsAt),
    endsAt: toLocalInput(item.endsAt),
  })),
});

/** The first rule the draft breaks, as a message key with its values, or null. */
export function draftProblem(draft: ContentDraft): { key: string; values?: Record<string, unknown> } | null {
  for (const field of Object.keys(TEXT_LIMITS) as Array<keyof typeof TEXT_LIMITS>) {
    const max = TEXT_LIMITS[field];
    const texts = [draft[field], ...TRANSLATED.map((language) => draft.translations[language][field])];
    if (texts.some((text) => [...text.trim()].length > max))
      return { key: `content.tooLong.${field}`, values: { max } };
  }
  if (draft.welcomeDescription.trim() === '') return { key: 'content.welcomeRequired' };
  if (draft.announcements.length > MAX_ANNOUNCEMENTS) return { key: 'content.announcementsTooMany' };
  for (const item of draft.announcements) {
    if (item.text.replace(/<[^>]*>/g, '').trim() === '') return { key: 'content.announcementTextRequired' };
    const starts = fromLocalInput(item.startsAt);
    const ends = fromLocalInput(item.endsAt);
    if (starts && ends && Date.parse(ends) <= Date.parse(starts))
      return { key: 'content.announcementPeriod' };
  }
  return null;
}

/** PUT /homepage/content in the client form (featured categories are managed on their own sub-tab). */
export const bodyOf = (draft: ContentDraft): HomeContentBodyInput => ({
  title: draft.title,
  subtitle: draft.subtitle,
  welcomeTitle: draft.welcomeTitle,
  welcomeDescription: draft.welcomeDescription,
  bannerImage: draft.bannerImage,
  footerText: draft.footerText,
  theme: draft.theme,
  translations: draft.translations,
  announcements: draft.announcements.map((item) => ({
    text: item.text,
    translations: item.translations,
    level: item.level,
    startsAt: fromLocalInput(item.startsAt),
    endsAt: fromLocalInput(item.endsAt),
  })),
});

/**
 * The draft's home-page texts as a visitor in `language` will see them (the language being edited): its own texts
 * where written, else the default (Japanese) ones, as the home page picks them (localizeHomeContent).
 */
export const previewTextsOf = (draft: ContentDraft, language: Language) => {
  const { title, subtitle, welcomeTitle, welcomeDescription, footerText } = localizeHomeContent(
    {
      title: draft.title,
      subtitle: draft.subtitle,
      welcomeTitle: draft.welcomeTitle,
      welcomeDescription: draft.welcomeDescription,
      footerText: draft.footerText,
      translations: draft.translations,
      announcements: [],
    },
    language,
  );
  return { title, subtitle, welcomeTitle, welcomeDescription, footerText };
};
