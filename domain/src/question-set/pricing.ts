import { Bounds } from '../rules/bounds.js';
import { requireInRange } from '../rules/enforce-bounds.js';
import { isPaidFlag, isPaidQuestionSet } from '../rules/paid.js';
import type { PricingInput } from './commands.js';
import type { QuestionSetPricing } from './events.js';

/** Spec: "Default validity period 180 days". */
export const DEFAULT_VALIDITY_PERIOD = 180;

const isAbsent = (value: unknown): value is null | undefined => value === null || value === undefined;

/**
 * Validates and normalises submitted pricing: empty price / trial count become 0, an absent validity
 * becomes 180 days, the paid flag follows isPaidQuestionSet (flag or price above 0), and a free set
 * stores price 0 so the stored flag and price never disagree.
 * Price is whole yen (Bounds.price): a fraction is refused like an out-of-range value.
 * Each number must lie within its bound (rules/bounds.ts): refused, never clamped.
 */
export const normalisePricing = (input: PricingInput): QuestionSetPricing => {
  const price = isAbsent(input.price) ? 0 : input.price;
  requireInRange(Bounds.price, price, 'price', 'PRICE_INVALID');
  const trialQuestions = isAbsent(input.trialQuestions) ? 0 : input.trialQuestions;
  requireInRange(Bounds.trialQuestions, trialQuestions, 'trialQuestions', 'TRIAL_QUESTIONS_INVALID');
  const validityPeriod = isAbsent(input.validityPeriod) ? DEFAULT_VALIDITY_PERIOD : input.validityPeriod;
  requireInRange(Bounds.validityPeriod, validityPeriod, 'validityPeriod', 'VALIDITY_PERIOD_INVALID');
  const isPaid = isPaidQuestionSet({ isPaid: input.isPaid, price });
  return { isPaid, price: isPaid ? price : 0, trialQuestions, validityPeriod };
};

/**
 * A partial pricing change over the current pricing: absent fields keep their value. When the flag is
 * explicitly turned off and no price is sent, the old price is not carried over (it would keep the set paid).
 */
export const mergePricing = (current: QuestionSetPricing, change: PricingInput): QuestionSetPricing => {
  const turnsFree = change.isPaid !== undefined && !isPaidFlag(change.isPaid);
  return normalisePricing({
    isPaid: change.isPaid !== undefined ? change.isPaid : current.isPaid,
    price: change.price !== undefined ? change.price : turnsFree ? 0 : current.price,
    trialQuestions: change.trialQuestions !== undefined ? change.trialQuestions : current.trialQuestions,
    validityPeriod: change.validityPeriod !== undefined ? change.validityPeriod : current.validityPeriod,
  });
};

export const samePricing = (a: QuestionSetPricing, b: QuestionSetPricing): boolean =>
  a.isPaid === b.isPaid &&
  a.price === b.price &&
  a.trialQuestions === b.trialQuestions &&
  a.validityPeriod === b.validityPeriod;
