import i18n from 'i18next';
import learningPathJa from './learning-path.ja.json';

// The learning path's texts travel with its page, not with every visitor's first load.
i18n.addResourceBundle('ja', 'translation', learningPathJa, true, false);
