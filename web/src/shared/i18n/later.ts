import type { Language } from '@exam/domain/i18n/lang';
import i18n from './index';
import type { Texts } from './resources';

// From ./index, not 'i18next': the store accepts bundles once initialised, whatever module loads first.
/** Registers the texts of a screen that loads with its code, in every language (deep-merged, never overwriting). */
export const addLaterTexts = (texts: Record<Language, Texts>): void => {
  for (const [language, part] of Object.entries(texts))
    i18n.addResourceBundle(language, 'translation', part, true, false);
};
