import { type PurchaseCompleted, remainingDays } from '@exam/domain';
import type { CompletedPurchase } from '@exam/domain/schemas';

/** A completed purchase as the spec's client reads it: data {id, expiryDate} plus the rest of the record. */
export const presentPurchase = (purchase: PurchaseCompleted['data'], now = new Date()): CompletedPurchase => {
  const days = remainingDays(purchase.expiresAt, now) ?? 0;
  return {
    id: purchase.purchaseId,
    purchaseId: purchase.purchaseId,
    userId: purchase.userId,
    questionSetId: purchase.questionSetId,
    paymentIntentId: purchase.paymentIntentId,
    transactionId: purchase.paymentIntentId,
    amount: purchase.amount,
    currency: purchase.currency,
    paymentMethod: purchase.paymentMethod,
    purchaseDate: purchase.purchasedAt,
    expiryDate: purchase.expiresAt,
    status: days > 0 ? 'active' : 'expired',
    hasAccess: days > 0,
    remainingDays: Math.max(0, days),
  };
};
