import i18n from 'i18next';
import readinessJa from './readiness.ja.json';

// The pass estimate's and the study plan's texts travel with the pages that show them.
i18n.addResourceBundle('ja', 'translation', readinessJa, true, false);
