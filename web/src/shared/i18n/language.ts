import { isLanguage, type Language } from '@exam/domain/i18n/lang';

/** This browser's choice of language (the switch in the header and the footer); a learner's is also saved. */
export const LANGUAGE_STORAGE_KEY = 'exam.language';

export const DEFAULT_LANGUAGE: Language = 'ja';

/** The language the app opens in: this browser's last choice, else Japanese. */
export const storedLanguage = (): Language => {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage blocked: the default
  }
};

export const rememberLanguage = (language: Language): void => {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  // The server draws the home page's first paint in this language too (ops/src/standalone/home-shell.ts).
  if (typeof document !== 'undefined')
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser (Safari, older Firefox)
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; SameSite=Lax`;
};
