import i18n from 'i18next';
import pwaJa from './pwa.ja.json';

// The new-version prompt's texts travel with its code (imported by UpdatePrompt), not with the home page's first load.
i18n.addResourceBundle('ja', 'translation', pwaJa, true, false);
