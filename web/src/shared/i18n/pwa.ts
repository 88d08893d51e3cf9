import { webPwaEn } from '@exam/domain/i18n/web/en';
import { webPwaJa } from '@exam/domain/i18n/web/ja';
import { webPwaZh } from '@exam/domain/i18n/web/zh';
import { addLaterTexts } from './later';

// The new-version prompt's texts travel with its code (imported by UpdatePrompt), not with every visitor's first load.
addLaterTexts({ ja: webPwaJa, zh: webPwaZh, en: webPwaEn });
