import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import authoringQuestionsJa from './authoring-questions.ja.json';
import authoringSetsJa from './authoring-sets.ja.json';
import batchJa from './batch.ja.json';
import commerceJa from './commerce.ja.json';
import contentJa from './content.ja.json';
import identityJa from './identity.ja.json';
import ja from './ja.json';

/** Japanese is the default and, for now, the only language. */
export const DEFAULT_LANGUAGE = 'ja';

void i18n.use(initReactI18next).init({
  resources: {
    ja: {
      translation: {
        ...ja,
        ...identityJa,
        ...commerceJa,
        ...authoringSetsJa,
        ...authoringQuestionsJa,
        ...contentJa,
        ...batchJa,
      },
    },
  },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

export default i18n;
