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
};
