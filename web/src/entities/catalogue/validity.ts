/** Spec §2: the validity bar scales to 30 days, capped at 100 %. */
const BAR_SCALE_DAYS = 30;
/** Spec §9: soon-to-expire threshold is under 7 days. */
const SOON_DAYS = 7;

export type ValidityBar = { percent: number; color: 'blue' | 'orange' | 'red' };

/** `remainingDays` null means unlimited access. */
export function validityBar(remainingDays: number | null): ValidityBar {
  if (remainingDays === null) return { percent: 100, color: 'blue' };
  if (remainingDays <= 0) return { percent: 0, color: 'red' };
  const percent = Math.min(100, Math.round((remainingDays / BAR_SCALE_DAYS) * 100));
  return { percent, color: remainingDays < SOON_DAYS ? 'orange' : 'blue' };
}
