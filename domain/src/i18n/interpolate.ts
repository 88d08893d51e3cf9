import { DEFAULT_LANGUAGE } from './languages.js';
import { parsePluralForms, pluralText } from './plural.js';

/** Values a message template takes: i18next's `{{name}}` placeholders, so the web's i18next reads the same texts. */
export type MessageParams = Record<string, string | number>;

// `{{name}}`, `{{count, number}}` (i18next formats it through Intl in the text's language, on the web) and
// `{{count, plural(one: # question; other: # questions)}}` (./plural.ts, on the web and here).
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*(?:\(([^()]*)\))?\s*)?\}\}/g;

/** The placeholder names of a template, sorted (the catalogue test compares them across languages). */
export const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string).sort();

/**
 * Fills `{{name}}` with its value, a plural with the form its count takes in `language` (the template's
 * language); a missing value leaves the placeholder visible rather than inventing one.
 */
export const interpolate = (
  template: string,
  params: MessageParams = {},
  language: string = DEFAULT_LANGUAGE,
): string =>
  template.replace(PLACEHOLDER, (whole, name: string, format?: string, inside?: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (format === 'plural' && inside !== undefined)
      return pluralText(value, language, parsePluralForms(inside));
    return String(value);
  });
