import type { Currency } from '@exam/domain';

export const PURCHASES = 'purchases';

/**
 * One grant a learner received, as the profile's purchases tab lists it: a verified purchase (method card or
 * direct) or a redeemed code (method redeem, amount 0, id = the code's id). Remaining days and status are
 * computed when read (they depend on the clock).
 */
export type PurchaseDocument = {
  id: string;
  userId: string;
  questionSetId: string;
  source: 'purchase' | 'redeem';
  paymentMethod: 'card' | 'direct' | 'redeem';
  /** The payment intent for purchases; null for redemptions. */
  paymentIntentId: string | null;
  /** The redeemed code for redemptions; null for purchases. */
  code: string | null;
  amount: number;
  currency: Currency;
  purchaseDate: string;
  expiryDate: string;
  /** The set was deleted (QuestionSetDeleted): the row stays on record and reads 削除済みの問題集. */
  questionSetDeleted: boolean;
  _position?: number;
};
