/** Days as the learner lives them: `YYYY-MM-DD` in their IANA time zone, never UTC. */
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo';

export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * A zone a learner may save: an IANA name the runtime knows (Asia/Tokyo, Europe/Berlin, UTC), not an offset such as
 * +09:00 (newer runtimes accept those too, but an offset has no daylight saving and is not a place).
 */
export const isIanaZoneName = (zone: string): boolean =>
  zone.length <= 64 && /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone) && isTimeZone(zone);

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone. */
export const localDate = (instant: Date, timeZone: string): string => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
};

const DAY = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;

/** Whole days from `from` to `to` (calendar dates). */
export const daysBetween = (from: string, to: string): number => Math.round(dayNumber(to) - dayNumber(from));

export const addDays = (date: string, days: number): string =>
  new Date((dayNumber(date) + days) * DAY).toISOString().slice(0, 10);

export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const isCalendarDate = (text: string) => ISO_DATE.test(text) && addDays(text, 0) === text;
