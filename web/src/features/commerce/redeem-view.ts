import { REDEEM_CODE_LENGTH, redeemCodeInputProblem, remainingDays } from '@exam/domain/rules';

/** The codes' one length (domain rule, issue 40): the hint and every refusal name it. */
export { REDEEM_CODE_LENGTH };
/** Learner spec §9: soon to expire is under 7 days. */
export const SOON_TO_EXPIRE_DAYS = 7;

/** i18n key under commerce.redeem.errors of what is wrong with the typed code, or null when it may be sent. */
export const redeemInputProblem = (input: string): 'required' | 'tooShort' | 'tooLong' | null =>
  redeemCodeInputProblem(input);

/**
 * Learner spec §2 redeemed tab: the first 4 characters, then masked groups of four, e.g. ABCD-****-****-****.
 * Codes of other lengths keep one masked group per started group of four.
 */
export const maskRedeemCode = (code: string): string => {
  const clean = code.replace(/[\s-]/g, '');
  const head = clean.slice(0, 4);
  const groups = Math.max(1, Math.ceil((clean.length - 4) / 4));
  return [head, ...Array.from({ length: groups }, () => '****')].join('-');
};

export type RedemptionState = 'expired' | 'soon' | 'valid';

/** Expired when no day is left, soon to expire under 7 days, else valid; no expiry date reads as valid. */
export const redemptionState = (expiryDate: string | null | undefined, now: Date): RedemptionState => {
  const days = remainingDays(expiryDate, now);
  if (days === null) return 'valid';
  if (days <= 0) return 'expired';
  return days < SOON_TO_EXPIRE_DAYS ? 'soon' : 'valid';
};

export const REDEMPTION_COLOR: Record<RedemptionState, string> = {
  expired: 'red',
  soon: 'orange',
  valid: 'teal',
};
