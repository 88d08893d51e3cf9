import { webReadinessEn } from '@exam/domain/i18n/web/en';
import { webReadinessJa } from '@exam/domain/i18n/web/ja';
import { webReadinessZh } from '@exam/domain/i18n/web/zh';
import { addLaterTexts } from './later';

// The pass estimate's, the study plan's and the question reports' texts travel with the pages that show them.
addLaterTexts({ ja: webReadinessJa, zh: webReadinessZh, en: webReadinessEn });
