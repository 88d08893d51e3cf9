import { sanitizeHtml } from '../html/sanitize-html.js';
import { catalogueJa } from '../i18n/ja/index.js';
import { isImageIcon } from '../question-set/icon.js';
import { checkLength, LengthBounds } from '../rules/bounds.js';
import { HOME_CONTENT_LIMITS } from '../schemas/home-content.js';
import type { HomeContentChanges } from './commands.js';
import {
  type Announcement,
  type HomeContentData,
  type TextTranslations,
  TRANSLATED_FIELDS,
  TRANSLATED_LANGUAGES,
} from './content.js';
import { HomeContentMessages, invalidContent } from './messages.js';

/** The fields' names in a refusal (textTooLong's {{field}}); each language says them (server.labels). */
const LABELS = catalogueJa.server.labels;
const {
  text: TEXT_LIMITS,
  announcements: MAX_ANNOUNCEMENTS,
  featuredCategories: MAX_CATEGORIES,
} = HOME_CONTENT_LIMITS;

/** A category name as stored: trimmed, never blank (admin spec §5 "Featured categories"). */
export const categoryName = (raw: string): string => {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (name === '') throw invalidContent(HomeContentMessages.categoryRequired, 'CATEGORY_REQUIRED', 'name');
  if (checkLength(LengthBounds.category, name))
    throw invalidContent(LengthBounds.category.message, 'CATEGORY_TOO_LONG', 'name');
  return name;
};

/** `at` names the refused field in the answer (`translations.zh.title` for a translation). */
const checkedText = (field: keyof typeof TEXT_LIMITS, value: string, at: string = field): string => {
  const label = LABELS[field];
  const max = TEXT_LIMITS[field];
  const text = value.trim();
  if ([...text].length > max)
    throw invalidContent(HomeContentMessages.textTooLong(label, max), 'TEXT_TOO_LONG', at);
  return text;
};

/** An announcement's HTML as stored: length checked before sanitising (refused, never clamped), then sanitised. */
const announcementHtml = (raw: string): string => {
  if (checkLength(LengthBounds.announcement, raw))
    throw invalidContent(LengthBounds.announcement.message, 'ANNOUNCEMENT_TOO_LONG', 'announcements');
  return sanitizeHtml(raw).trim();
};
const isBlankHtml = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '';

/** A translation may be empty (the default text shows); one of tags and spaces only is stored as ''. */
const announcementTranslations = (sent: Partial<TextTranslations> | undefined): TextTranslations => {
  const translations: TextTranslations = { zh: '', en: '' };
  for (const language of TRANSLATED_LANGUAGES) {
    const html = announcementHtml(sent?.[language] ?? '');
    translations[language] = isBlankHtml(html) ? '' : html;
  }
  return translations;
};

const announcementOf = (input: NonNullable<HomeContentChanges['announcements']>[number]): Announcement => {
  const text = announcementHtml(input.text ?? '');
  if (isBlankHtml(text)) {
    throw invalidContent(
      HomeContentMessages.announcementTextRequired,
      'ANNOUNCEMENT_TEXT_REQUIRED',
      'announcements',
    );
  }
  const startsAt = input.startsAt || null;
  const endsAt = input.endsAt || null;
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) {
    throw invalidContent(
      HomeContentMessages.announcementPeriodInvalid,
      'ANNOUNCEMENT_PERIOD_INVALID',
      'announcements',
    );
  }
  return {
    text,
    level: input.level,
    startsAt,
    endsAt,
    translations: announcementTranslations(input.translations),
  };
};

/** The translated texts after a save: the same checks as the default text, but an empty one is allowed. */
const mergeTranslations = (
  current: HomeContentData['translations'],
  sent: NonNullable<HomeContentChanges['translations']>,
): HomeContentData['translations'] => {
  const next = { zh: { ...current.zh }, en: { ...current.en } };
  for (const language of TRANSLATED_LANGUAGES) {
    for (const field of TRANSLATED_FIELDS) {
      const value = sent[language]?.[field];
      if (value === undefined) continue;
      const at = `translations.${language}.${field}`;
      next[language][field] = checkedText(field, field === 'footerText' ? sanitizeHtml(value) : value, at);
    }
  }
  return next;
};

/** The content after a save: only the sent fields change, each checked (HTML sanitised, names trimmed and unique). */
export const mergeHomeContent = (current: HomeContentData, changes: HomeContentChanges): HomeContentData => {
  const next: HomeContentData = { ...current };
  for (const field of ['title', 'subtitle', 'welcomeTitle', 'welcomeDescription'] as const) {
    const value = changes[field];
    if (value !== undefined) next[field] = checkedText(field, value);
  }
  // Issue 39: the home page's welcome message is never saved empty without a word.
  if (changes.welcomeDescription !== undefined && next.welcomeDescription === '')
    throw invalidContent(HomeContentMessages.welcomeRequired, 'WELCOME_REQUIRED', 'welcomeDescription');
  if (changes.footerText !== undefined)
    next.footerText = checkedText('footerText', sanitizeHtml(changes.footerText));
  if (changes.bannerImage !== undefined) {
    const banner = changes.bannerImage.trim();
    if (banner !== '' && !isImageIcon(banner)) {
      throw invalidContent(HomeContentMessages.bannerInvalid, 'BANNER_INVALID', 'bannerImage');
    }
    next.bannerImage = banner;
  }
  if (changes.theme !== undefined) next.theme = changes.theme;
  if (changes.translations !== undefined)
    next.translations = mergeTranslations(current.translations, changes.translations);
  if (changes.announcements !== undefined) {
    if (changes.announcements.length > MAX_ANNOUNCEMENTS) {
      throw invalidContent(
        HomeContentMessages.announcementsTooMany,
        'ANNOUNCEMENTS_TOO_MANY',
        'announcements',
      );
    }
    next.announcements = changes.announcements.map(announcementOf);
  }
  if (changes.featuredCategories !== undefined) {
    const names = [...new Set(changes.featuredCategories.map((name) => name.trim()).filter(Boolean))];
    if (names.length > MAX_CATEGORIES) {
      throw invalidContent(
        HomeContentMessages.categoriesTooMany,
        'CATEGORIES_TOO_MANY',
        'featuredCategories',
      );
    }
    next.featuredCategories = names;
  }
  return next;
};

/** The fields whose value differs (announcements and categories compared as a whole). */
export const changedFields = (before: HomeContentData, after: HomeContentData): string[] =>
  (Object.keys(after) as Array<keyof HomeContentData>).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
