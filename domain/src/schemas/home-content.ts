import { z } from 'zod';

const text = z.string();

/** The home content's limits (characters, entries): the decider enforces them, the web's form checks them first. */
export const HOME_CONTENT_LIMITS = {
  text: { title: 100, subtitle: 200, welcomeTitle: 100, welcomeDescription: 1000, footerText: 2000 },
  announcements: 20,
  featuredCategories: 30,
} as const;

/** `featured_categories` as the spec's server form sends it: a list, or its JSON text; `[]` or '' mean none. */
const categoryList = z.union([
  z.array(z.string()),
  z.string().transform((value, ctx) => {
    const trimmed = value.trim();
    if (trimmed === '') return [];
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed) && parsed.every((name) => typeof name === 'string'))
        return parsed as string[];
    } catch {}
    ctx.addIssue({ code: 'custom', message: 'featured_categories は名前のリスト（JSON）で指定してください' });
    return z.NEVER;
  }),
]);

/** Issue 36: an announcement's text in the other languages ('' or absent = the default text shows). */
const textTranslations = z.strictObject({ zh: text, en: text }).partial();
/** Issue 36: the home texts in the other languages, each optional ('' = the default text shows). */
const homeTexts = z
  .strictObject({
    title: text,
    subtitle: text,
    welcomeTitle: text,
    welcomeDescription: text,
    footerText: text,
  })
  .partial();
const homeTranslations = z.strictObject({ zh: homeTexts, en: homeTexts }).partial();

const announcement = z.strictObject({
  text: z.string(),
  translations: textTranslations.optional(),
  level: z.enum(['info', 'warning', 'important']).default('info'),
  startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

/** A single announcement text (the spec's client form) becomes one announcement; '' none. */
const announcements = z.union([
  z.array(announcement),
  z.string().transform((value) => (value.trim() === '' ? [] : [{ text: value, level: 'info' as const }])),
]);

/**
 * PUT /homepage/content: the client form (camelCase) or the server form (snake_case), every field optional, any
 * other field refused (a field the server would not store is an error, not silently dropped). The cache flags the
 * spec's client adds to its requests are accepted and ignored.
 */
export const homeContentBody = z
  .strictObject({
    title: text,
    subtitle: text,
    welcomeTitle: text,
    welcome_title: text,
    welcomeDescription: text,
    welcome_description: text,
    bannerImage: text,
    bannerImageUrl: text,
    banner_image: text,
    footerText: text,
    footer_text: text,
    announcements,
    theme: z.enum(['light', 'dark', 'auto']),
    featuredCategories: categoryList,
    featured_categories: categoryList,
    translations: homeTranslations,
    _timestamp: z.unknown(),
    _nocache: z.unknown(),
    _footerOnly: z.unknown(),
    _forceRefresh: z.unknown(),
    _adminUpdate: z.unknown(),
    _lastUpdated: z.unknown(),
    _savedByAdmin: z.unknown(),
  })
  .partial()
  .transform((body) => {
    const first = <T>(...values: Array<T | undefined>) => values.find((value) => value !== undefined);
    const changes = {
      title: body.title,
      subtitle: body.subtitle,
      welcomeTitle: first(body.welcomeTitle, body.welcome_title),
      welcomeDescription: first(body.welcomeDescription, body.welcome_description),
      bannerImage: first(body.bannerImage, body.bannerImageUrl, body.banner_image),
      footerText: first(body.footerText, body.footer_text),
      announcements: body.announcements,
      theme: body.theme,
      featuredCategories: first(body.featuredCategories, body.featured_categories),
      translations: body.translations,
    };
    return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<
      typeof changes
    >;
  });

/** POST /homepage/featured-categories and PUT /homepage/featured-categories/{name}. */
export const featuredCategoryBody = z.strictObject({ name: z.string() });

export type HomeContentBody = z.output<typeof homeContentBody>;

/** An announcement as stored and served (text is sanitised HTML; the period's ends are ISO times or null). */
export const announcementSchema = z.object({
  text: z.string(),
  /** The text in the other languages; '' = show `text`. */
  translations: z.object({ zh: z.string(), en: z.string() }),
  level: z.enum(['info', 'warning', 'important']),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});

const homeTextsView = z.object({
  title: z.string(),
  subtitle: z.string(),
  welcomeTitle: z.string(),
  welcomeDescription: z.string(),
  /** Sanitised HTML. */
  footerText: z.string(),
});

/**
 * GET /homepage/content: the stored content in the client form, the server form's names beside it (admin spec §3),
 * and when (ms) and by whom it was last saved.
 */
export const homeContentSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  welcomeTitle: z.string(),
  welcomeDescription: z.string(),
  featuredCategories: z.array(z.string()),
  announcements: z.array(announcementSchema),
  /** Sanitised HTML. */
  footerText: z.string(),
  bannerImage: z.string(),
  bannerImageUrl: z.string(),
  theme: z.enum(['light', 'dark', 'auto']),
  welcome_title: z.string(),
  welcome_description: z.string(),
  banner_image: z.string(),
  footer_text: z.string(),
  featured_categories: z.array(z.string()),
  /** Issue 36: the texts in the other languages; '' = show the default (Japanese) text. */
  translations: z.object({ zh: homeTextsView, en: homeTextsView }),
  _lastUpdated: z.number().int(),
  _savedByAdmin: z.string().nullable(),
});

export type AnnouncementView = z.infer<typeof announcementSchema>;
export type HomeContentView = z.infer<typeof homeContentSchema>;
export type HomeContentBodyInput = z.input<typeof homeContentBody>;
