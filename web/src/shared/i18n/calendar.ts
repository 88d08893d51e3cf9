import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import type { Language } from '@exam/domain/i18n/lang';

/** The dayjs locale Mantine's date pickers name months and weekdays with, per interface language. */
const CALENDAR_LOCALES: Record<Language, string> = { ja: 'ja', zh: 'zh-cn', en: 'en' };

export const calendarLocaleOf = (language: Language): string => CALENDAR_LOCALES[language];
