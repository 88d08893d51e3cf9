import { webLearningPathEn } from '@exam/domain/i18n/web/en';
import { webLearningPathJa } from '@exam/domain/i18n/web/ja';
import { webLearningPathZh } from '@exam/domain/i18n/web/zh';
import { addLaterTexts } from './later';

// The learning path's texts travel with its page, not with every visitor's first load.
addLaterTexts({ ja: webLearningPathJa, zh: webLearningPathZh, en: webLearningPathEn });
