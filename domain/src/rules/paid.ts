/**
 * Paid detection (admin spec §3 "Question set"): the stored flag arrives as a boolean, a number or a string
 * depending on who wrote it, so every reader agrees on one rule.
 */

/** True for `true`, `1`, `'1'` and `'true'` in any case (surrounding blanks ignored); false for anything else. */
export const isPaidFlag = (value: unknown): boolean => {
  if (value === true || value === 1) return true;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return text === '1' || text === 'true';
  }
  return false;
};

/** A price above 0 makes a set paid even when its flag says otherwise. Numeric strings count. */
const hasPositivePrice = (price: unknown): boolean => {
  if (typeof price !== 'number' && typeof price !== 'string') return false;
  if (typeof price === 'string' && price.trim() === '') return false;
  const amount = Number(price);
  return Number.isFinite(amount) && amount > 0;
};

export const isPaidQuestionSet = ({ isPaid, price }: { isPaid?: unknown; price?: unknown }): boolean =>
  isPaidFlag(isPaid) || hasPositivePrice(price);
