import type { Language } from '@exam/domain/i18n/lang';
import i18n from 'i18next';
import type { Texts } from './resources';

/** Registers the texts of a screen that loads with its code, in every language (deep-merged, never overwriting). */
export const addLaterTexts = (texts: Record<Language, Texts>): void => {
  for (const [language, part] of Object.entries(texts))
    i18n.addResourceBundle(language, 'translation', part, true, false);
};
