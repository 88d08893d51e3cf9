import i18n from 'i18next';
import offlineJa from './offline.ja.json';

// The offline texts (issue 26) travel with the screens that show them, not with every visitor's first load.
i18n.addResourceBundle('ja', 'translation', offlineJa, true, false);
