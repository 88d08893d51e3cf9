const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The farthest expiry ever stored: 9999-12-31T23:59:59.999Z (the last instant a four-digit ISO year can write).
 * An expiry that would pass it (a validity stored before the bounds existed, a grant extended many times) is
 * clamped to it: access without a practical end, never an exception after a charge succeeded.
 */
export const FARTHEST_EXPIRY_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const timeOf = (value: string | Date | null): number =>
  value === null ? Number.NaN : new Date(value).getTime();

/**
 * The expiry a new grant (purchase or redeemed code) gives: `days` counted from the later of `now` and the
 * learner's current expiry for the set, so buying or redeeming while access lasts extends it instead of
 * cutting it short. A current grant without end (null) stays without end only for the caller's own decision;
 * here null means "no current grant" and counting starts now.
 *
 * It cannot throw: an unreadable `now` counts from the present, an unreadable current expiry is no current
 * grant, a negative or unreadable number of days adds nothing, and the sum is clamped to FARTHEST_EXPIRY_MS.
 */
export const extendedExpiry = (now: string | Date, currentExpiresAt: string | null, days: number): string => {
  const parsedNow = timeOf(now);
  const start = Number.isNaN(parsedNow) ? Date.now() : parsedNow;
  const current = timeOf(currentExpiresAt);
  const from = Math.min(FARTHEST_EXPIRY_MS, Number.isNaN(current) ? start : Math.max(start, current));
  const span = typeof days === 'number' && days > 0 ? days * DAY_MS : 0;
  return new Date(Math.min(FARTHEST_EXPIRY_MS, from + span)).toISOString();
};
