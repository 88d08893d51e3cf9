import type { CatalogueShape } from './catalogue-shape.js';
import { catalogueEn } from './en/index.js';
import { interpolate, type MessageParams } from './interpolate.js';
import { catalogueJa } from './ja/index.js';
import { DEFAULT_LANGUAGE, type Language } from './languages.js';
import { catalogueZh } from './zh/index.js';

export type Catalogue = CatalogueShape<typeof catalogueJa>;

/** One catalogue per language; zh and en are checked against ja's keys by the compiler (CatalogueShape). */
export const CATALOGUES: Record<Language, Catalogue> = {
  ja: catalogueJa,
  zh: catalogueZh satisfies Catalogue,
  en: catalogueEn satisfies Catalogue,
};

type Tree = { readonly [key: string]: string | Tree };

/** `{ a: { b: 'x' } }` -> `{ 'a.b': 'x' }`: the dotted keys i18next uses. */
export const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flatten(value, path));
    return flat;
  }, {});

const FLAT: Record<Language, Record<string, string>> = {
  ja: flatten(CATALOGUES.ja),
  zh: flatten(CATALOGUES.zh),
  en: flatten(CATALOGUES.en),
};

/** Every dotted key of one language's catalogue with its template. */
export const flatCatalogue = (language: Language): Readonly<Record<string, string>> => FLAT[language];

/** The text of `key` in `language` with its parameters; a key no catalogue has is a bug and says so. */
export const translate = (language: Language, key: string, params?: MessageParams): string => {
  const template = FLAT[language][key] ?? FLAT[DEFAULT_LANGUAGE][key];
  if (template === undefined) throw new Error(`no message ${key}`);
  return interpolate(template, params, language);
};
