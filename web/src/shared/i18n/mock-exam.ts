import { webMockExamEn } from '@exam/domain/i18n/web/en';
import { webMockExamJa } from '@exam/domain/i18n/web/ja';
import { webMockExamZh } from '@exam/domain/i18n/web/zh';
import { addLaterTexts } from './later';

// The mock exam's texts travel with its page, not with every visitor's first load.
addLaterTexts({ ja: webMockExamJa, zh: webMockExamZh, en: webMockExamEn });
