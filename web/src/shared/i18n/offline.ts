import { webOfflineEn } from '@exam/domain/i18n/web/en';
import { webOfflineJa } from '@exam/domain/i18n/web/ja';
import { webOfflineZh } from '@exam/domain/i18n/web/zh';
import { addLaterTexts } from './later';

// The offline texts (issue 26) travel with the screens that show them, not with every visitor's first load.
addLaterTexts({ ja: webOfflineJa, zh: webOfflineZh, en: webOfflineEn });
