const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The expiry a new grant (purchase or redeemed code) gives: `days` counted from the later of `now` and the
 * learner's current expiry for the set, so buying or redeeming while access lasts extends it instead of
 * cutting it short. A current grant without end (null) stays without end only for the caller's own decision;
 * here null means "no current grant" and counting starts now.
 */
export const extendedExpiry = (now: string | Date, currentExpiresAt: string | null, days: number): string => {
  const start = new Date(now).getTime();
  const current = currentExpiresAt === null ? Number.NaN : new Date(currentExpiresAt).getTime();
  const from = Number.isNaN(current) ? start : Math.max(start, current);
  return new Date(from + days * DAY_MS).toISOString();
};
