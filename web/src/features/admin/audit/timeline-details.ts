import type { Language } from '@exam/domain/i18n/lang';
import type { TimelineEntry } from '@exam/domain/schemas';
import { formatDateTime, formatYen } from '../../../shared/i18n/format';

/** The details worth a line, in this order (ids of sets and codes are shown where they identify something). */
const SHOWN = [
  'amount',
  'reason',
  'code',
  'validityDays',
  'expiresAt',
  'from',
  'to',
  'isAdmin',
  'fields',
  'paymentMethod',
  'gatewayEventType',
] as const;

type Words = { yes: string; no: string };

const text = (value: unknown, words: Words, language: Language): string => {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value, language);
  return String(value);
};

/** An entry's details as [key, shown value] pairs, for the keys the timeline shows. */
export function timelineDetails(
  entry: Pick<TimelineEntry, 'details'>,
  words: Words = { yes: 'yes', no: 'no' },
  language: Language = 'ja',
): Array<[string, string]> {
  return SHOWN.flatMap((key) => {
    const value = entry.details[key];
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return [];
    return [[key, key === 'amount' ? formatYen(Number(value), language) : text(value, words, language)]];
  });
}
