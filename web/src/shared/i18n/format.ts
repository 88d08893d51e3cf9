import type { Language } from '@exam/domain/i18n/lang';

/** The locale each interface language formats with. */
const LOCALES: Record<Language, string> = { ja: 'ja-JP', zh: 'zh-CN', en: 'en-US' };

export const localeOf = (language: Language): string => LOCALES[language];

/**
 * A price in yen as each language writes it, through Intl: 1,980円 in Japanese, ¥1,980 in Chinese and English
 * (JPY has no minor unit, so a fraction is rounded away).
 */
export const formatYen = (amount: number | null | undefined, language: Language): string =>
  new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'JPY',
    currencyDisplay: language === 'ja' ? 'name' : 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(Math.round(Number(amount) || 0));

/** A count or number with the language's grouping (1,980). */
export const formatNumber = (value: number, language: Language): string =>
  new Intl.NumberFormat(LOCALES[language]).format(value);

/** A date and time in the language's order, in `timeZone` (the browser's when not given). */
export const formatDateTime = (iso: string | number | Date, language: Language, timeZone?: string): string =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/**
 * A date alone, in `timeZone` (the browser's when not given). A calendar day (`2026-03-04`, an exam date) reads
 * as midnight UTC: format it with timeZone 'UTC' so it is the same day everywhere.
 */
export const formatDate = (iso: string | number | Date, language: Language, timeZone?: string): string =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone }).format(new Date(iso));
