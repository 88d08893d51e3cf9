import type { Announcement, HomeContent } from './types';

/**
 * Spec §3: featuredCategories is a list of names, but the server may send the text "[]" or an empty
 * value meaning none; a JSON text of a list is read as that list.
 */
export function parseFeaturedCategories(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((name): name is string => typeof name === 'string' && name !== '');
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    return parseFeaturedCategories(JSON.parse(value));
  } catch {
    return value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
/** An announcement's translations; an older copy has none (the default text shows). */
const textTranslations = (value: unknown): Announcement['translations'] => {
  const body = record(value);
  return { zh: text(body.zh), en: text(body.en) };
};
const homeTexts = (value: unknown): HomeContent['translations']['zh'] => {
  const body = record(value);
  return {
    title: text(body.title),
    subtitle: text(body.subtitle),
    welcomeTitle: text(body.welcomeTitle),
    welcomeDescription: text(body.welcomeDescription),
    footerText: text(body.footerText),
  };
};
const LEVELS = new Set<Announcement['level']>(['info', 'warning', 'important']);
const THEMES = new Set<HomeContent['theme']>(['light', 'dark', 'auto']);

/** A list of announcements; an older copy (or the spec's client form) may hold one HTML text instead. */
export function parseAnnouncements(value: unknown): Announcement[] {
  if (typeof value === 'string')
    return value.trim() === ''
      ? []
      : [{ text: value, level: 'info', startsAt: null, endsAt: null, translations: textTranslations(null) }];
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const body = text(item.text);
    if (body.trim() === '') return [];
    const level = LEVELS.has(item.level as Announcement['level'])
      ? (item.level as Announcement['level'])
      : 'info';
    const when = (field: unknown) => (typeof field === 'string' && field !== '' ? field : null);
    return [
      {
        text: body,
        level,
        startsAt: when(item.startsAt),
        endsAt: when(item.endsAt),
        translations: textTranslations(item.translations),
      },
    ];
  });
}

/** Accepts both the camelCase payload and the spec's snake_case server form (welcome_title, ...). */
export function normalizeHomeContent(raw: unknown): HomeContent {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const pick = (camel: string, snake: string) => text(body[camel] ?? body[snake]);
  const lastUpdated = Number(body._lastUpdated);
  const theme = body.theme as HomeContent['theme'];
  return {
    title: pick('title', 'title'),
    subtitle: pick('subtitle', 'subtitle'),
    welcomeTitle: pick('welcomeTitle', 'welcome_title'),
    welcomeDescription: pick('welcomeDescription', 'welcome_description'),
    featuredCategories: parseFeaturedCategories(body.featuredCategories ?? body.featured_categories),
    announcements: parseAnnouncements(body.announcements),
    footerText: pick('footerText', 'footer_text'),
    bannerImage: text(body.bannerImage ?? body.bannerImageUrl ?? body.banner_image),
    theme: THEMES.has(theme) ? theme : 'light',
    translations: {
      zh: homeTexts(record(body.translations).zh),
      en: homeTexts(record(body.translations).en),
    },
    _lastUpdated: Number.isFinite(lastUpdated) ? lastUpdated : 0,
    _savedByAdmin: typeof body._savedByAdmin === 'string' ? body._savedByAdmin : null,
  };
}

/** Learner spec §4 "Home content loading": of the cached and the server copy, the one saved last. */
export function newerHomeContent(cached: HomeContent | null, server: HomeContent | undefined) {
  if (!server) return cached ?? undefined;
  if (!cached) return server;
  return cached._lastUpdated > server._lastUpdated ? cached : server;
}

/** The announcements to show at `now`: those whose period (if any) includes it. */
export function activeAnnouncements(list: readonly Announcement[], now: number): Announcement[] {
  return list.filter(
    (item) =>
      (!item.startsAt || Date.parse(item.startsAt) <= now) && (!item.endsAt || now < Date.parse(item.endsAt)),
  );
}
