const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The spec's label shows "months plus days" without saying how long a month is. We read a month as 30 days
 * (so the default 180-day validity reads 6ヶ月), which keeps the label a pure function of the day count.
 */
const DAYS_PER_MONTH = 30;

/**
 * Whole days left until `expiresAt`, rounded up (an access ending later today still counts as 1 day).
 * 0 or less means expired. A null or absent expiry means unlimited access and yields null.
 * An unreadable date yields 0 (expired): failing closed beats granting unlimited access by mistake.
 */
export const remainingDays = (
  expiresAt: string | number | Date | null | undefined,
  now: Date | number,
): number | null => {
  if (expiresAt === null || expiresAt === undefined) return null;
  const expiry = new Date(expiresAt).getTime();
  if (Number.isNaN(expiry)) return 0;
  const days = Math.ceil((expiry - new Date(now).getTime()) / DAY_MS);
  // Math.ceil of a small negative fraction is -0; report a plain 0.
  return days === 0 ? 0 : days;
};

/** Japanese label: 無制限 (null), 期限切れ (0 or less), N日 under a month, Nヶ月 or Nヶ月M日 from 30 days. */
export const remainingDaysLabel = (days: number | null): string => {
  if (days === null) return '無制限';
  if (days <= 0) return '期限切れ';
  const whole = Math.ceil(days);
  if (whole < DAYS_PER_MONTH) return `${whole}日`;
  const months = Math.floor(whole / DAYS_PER_MONTH);
  const rest = whole % DAYS_PER_MONTH;
  return rest === 0 ? `${months}ヶ月` : `${months}ヶ月${rest}日`;
};
