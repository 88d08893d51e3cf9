import i18n from 'i18next';
import mockExamJa from './mock-exam.ja.json';

// The mock exam's texts travel with its page, not with every visitor's first load.
i18n.addResourceBundle('ja', 'translation', mockExamJa, true, false);
