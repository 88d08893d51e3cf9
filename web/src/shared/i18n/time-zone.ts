import { webTimeZoneEn } from '@exam/domain/i18n/web/en';
import { webTimeZoneJa } from '@exam/domain/i18n/web/ja';
import { webTimeZoneZh } from '@exam/domain/i18n/web/zh';
import { addLaterTexts } from './later';

// The profile's time-zone setting: its texts travel with the profile page, not with every first load.
addLaterTexts({ ja: webTimeZoneJa, zh: webTimeZoneZh, en: webTimeZoneEn });
