import { flatCatalogue, translate } from './catalogue.js';
import type { MessageParams } from './interpolate.js';
import type { Language } from './languages.js';

export type MessageRef = { key: string; params: MessageParams };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The server builds its texts in Japanese, from the ja catalogue (every `XMessages` object reads it). At the
 * HTTP edge a text is recognised again, as its key and parameters, and said in the caller's language. Texts
 * without parameters are a map lookup; a template becomes one anchored pattern. When two keys share a Japanese
 * text the catalogue test makes sure they share every translation, so the first one is as good as any.
 */
const ja = flatCatalogue('ja');
const exact = new Map<string, string>();
const patterns: Array<{ key: string; names: string[]; pattern: RegExp; literal: number }> = [];
for (const [key, template] of Object.entries(ja)) {
  const names = [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] as string);
  if (names.length === 0) {
    if (!exact.has(template)) exact.set(template, key);
    continue;
  }
  const source = template
    .split(/\{\{\s*\w+\s*\}\}/)
    .map(escapeRegExp)
    .join('([\\s\\S]+?)');
  patterns.push({
    key,
    names,
    pattern: new RegExp(`^${source}$`),
    literal: template.replace(/\{\{\s*\w+\s*\}\}/g, '').length,
  });
}
// The most specific template first: a longer literal part leaves less to the parameters.
patterns.sort((a, b) => b.literal - a.literal);

/** The catalogue key (and parameters) a Japanese server text was made from, or undefined for a free text. */
export const messageRefOf = (text: string): MessageRef | undefined => {
  const key = exact.get(text);
  if (key !== undefined) return { key, params: {} };
  for (const { key: templateKey, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params: MessageParams = {};
    names.forEach((name, index) => {
      params[name] = match[index + 1] as string;
    });
    return { key: templateKey, params };
  }
  return undefined;
};

/** A server text in `language`; a text that is in no catalogue (a name, an id) passes through unchanged. */
export const localizeText = (text: string, language: Language): string => {
  if (language === 'ja') return text;
  const ref = messageRefOf(text);
  if (!ref) return text;
  // A parameter may itself be a server text (a batch names the refusal of one answer): said in the same language.
  const params = Object.fromEntries(
    Object.entries(ref.params).map(([name, value]) => [name, localizeText(String(value), language)]),
  );
  return translate(language, ref.key, params);
};
