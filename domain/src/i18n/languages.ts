/** The interface languages. ja is the default; zh carries the spec's quoted Chinese texts; en is complete. */
export const LANGUAGES = ['ja', 'zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';

/** Each language's own name, for the language switch (always shown in that language). */
export const LANGUAGE_NAMES: Record<Language, string> = { ja: '日本語', zh: '中文', en: 'English' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** `zh-CN`, `ZH_tw`, `en-US` -> zh, zh, en; anything we do not speak -> undefined. */
export const languageOfTag = (tag: string | undefined | null): Language | undefined => {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
};

/**
 * The languages an Accept-Language header (or OIDC ui_locales, space separated) names, best first, only those
 * we speak. `*` and unknown tags are ignored, q=0 means "not this one".
 */
export const languagesOfHeader = (header: string | undefined | null): Language[] => {
  if (!header) return [];
  const ranked = header
    .split(/[,\s]+/)
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: languageOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.language !== undefined && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return [...new Set(ranked.map((entry) => entry.language as Language))];
};

/**
 * The language of one answer: what the caller asks for (Accept-Language, ui_locales), then the learner's saved
 * choice, then Japanese.
 */
export const pickLanguage = (asked: string | undefined | null, saved?: string | null): Language =>
  languagesOfHeader(asked)[0] ?? (isLanguage(saved) ? saved : DEFAULT_LANGUAGE);
