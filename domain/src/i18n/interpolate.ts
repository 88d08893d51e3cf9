/** Values a message template takes: i18next's `{{name}}` placeholders, so the web's i18next reads the same texts. */
export type MessageParams = Record<string, string | number>;

// `{{count, number}}`: i18next formats the value through Intl in the text's language (the web's catalogues).
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*\w+\s*)?\}\}/g;

/** The placeholder names of a template, sorted (the catalogue test compares them across languages). */
export const placeholdersOf = (template: string): string[] =>
  [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string).sort();

/** Fills `{{name}}` with its value; a missing value leaves the placeholder visible rather than inventing one. */
export const interpolate = (template: string, params: MessageParams = {}): string =>
  template.replace(PLACEHOLDER, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
