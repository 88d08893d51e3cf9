import { LANGUAGES, type Language, type PluralForms, pluralText } from '@exam/domain/i18n/lang';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources as japanese } from './bundles/ja';
import { DEFAULT_LANGUAGE, rememberLanguage, storedLanguage } from './language';
import { loadResources } from './resources';

export { DEFAULT_LANGUAGE } from './language';

/**
 * ja is the default, zh the spec's Chinese interface, en complete; this browser's choice is remembered. Japanese
 * travels with the first load; another language's texts are fetched once, before it shows (i18nReady).
 */
void i18n.use(initReactI18next).init({
  resources: { ja: { translation: japanese } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

// `{{count, plural(one: # question; other: # questions)}}`: the count's form in the text's language, as the server
// says it (domain i18n/plural.ts); Japanese and Chinese texts have one form and need no plural.
i18n.services.formatter?.add('plural', (value, language, forms: PluralForms) =>
  pluralText(value, language ?? DEFAULT_LANGUAGE, forms),
);

/** `<html lang>` follows the language, so the browser, screen readers and fonts pick the right script. */
const followDocument = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};
i18n.on('languageChanged', followDocument);

const loaded = new Set<Language>([DEFAULT_LANGUAGE]);
const ensureLoaded = async (language: Language) => {
  if (loaded.has(language)) return;
  i18n.addResourceBundle(language, 'translation', await loadResources(language), true, false);
  loaded.add(language);
};

/** The interface language now (one of ja, zh, en). */
export const currentLanguage = (): Language =>
  (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : DEFAULT_LANGUAGE;

/** Switches every screen to `language` (its texts fetched first if needed) and remembers it in this browser. */
export const switchLanguage = async (language: Language): Promise<void> => {
  rememberLanguage(language);
  await ensureLoaded(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
};

/** Settles when the browser's remembered language can show (the app renders after it). */
export const i18nReady: Promise<void> = switchLanguage(storedLanguage()).catch(() => {
  followDocument(i18n.language); // the texts could not be fetched: stay in Japanese
});

export default i18n;
