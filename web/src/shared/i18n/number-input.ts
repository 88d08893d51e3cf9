import i18n from 'i18next';
import numberInputJa from './number-input.ja.json';

// The number input's messages travel with the component (the back office's forms), not with every first load.
i18n.addResourceBundle('ja', 'translation', numberInputJa, true, false);
