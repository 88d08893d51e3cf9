import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import commerceJa from './commerce.ja.json';
import identityJa from './identity.ja.json';
import ja from './ja.json';

/** Japanese is the default and, for now, the only language. The back office's texts load with it (admin.ts). */
export const DEFAULT_LANGUAGE = 'ja';

void i18n.use(initReactI18next).init({
  resources: {
    ja: {
      translation: {
        ...ja,
        ...identityJa,
        ...commerceJa,
      },
    },
  },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

export default i18n;
