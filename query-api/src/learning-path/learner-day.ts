import { ValidationError } from '@exam/domain/errors';
import { catalogueJa } from '@exam/domain/i18n';
import { DateTime, IANAZone } from 'luxon';

/**
 * The zone a learner's days are counted in when the request names none and they saved none in their profile: the
 * product's learners are in Japan (DESIGN.md: days are the learner's time zone, never UTC). A client sends its own
 * with `?tz=`.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo';

export const TIME_ZONE_INVALID = catalogueJa.server.input.timeZoneInvalid;

/** `?tz=`: an IANA zone name, refused (never guessed) when it is not one; absent, the zone saved in the profile. */
export const timeZoneOf = (value: unknown, saved?: string | null): string => {
  if (value === undefined) return saved ?? DEFAULT_TIME_ZONE;
  if (typeof value !== 'string' || value.length > 64 || !IANAZone.isValidZone(value))
    throw new ValidationError(TIME_ZONE_INVALID, 'TIME_ZONE_INVALID', { field: 'tz' });
  return value;
};

/** The learner's calendar around `now`: where each day starts, in their zone (DST days are 23 or 25 hours). */
export const learnerDays = (now: Date, timeZone: string) => {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  return {
    /** Midnight of the learner's day `offset` days from today, in ms. */
    startOf: (offset: number) => today.plus({ days: offset }).toMillis(),
    /** The learner's date `offset` days from today, YYYY-MM-DD. */
    dateOf: (offset: number) => today.plus({ days: offset }).toISODate() as string,
    /** Which of the learner's days (from today = 0) a moment falls on; negative for earlier days. */
    dayOf: (ms: number) =>
      Math.round(DateTime.fromMillis(ms, { zone: timeZone }).startOf('day').diff(today, 'days').days),
  };
};
