import { webNumberInputEn } from '@exam/domain/i18n/web/en';
import { webNumberInputJa } from '@exam/domain/i18n/web/ja';
import { webNumberInputZh } from '@exam/domain/i18n/web/zh';
import { addLaterTexts } from './later';

// The number input's messages travel with the component (the back office's forms), not with every first load.
addLaterTexts({ ja: webNumberInputJa, zh: webNumberInputZh, en: webNumberInputEn });
