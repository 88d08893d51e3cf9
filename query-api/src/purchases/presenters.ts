import { remainingDays } from '@exam/domain/rules';
import type { PurchaseRow } from '@exam/domain/schemas';
import type { PurchaseDocument, QuestionSetListing } from '@exam/projections';

type SetSummary = Pick<QuestionSetListing, 'id' | 'title' | 'description' | 'category' | 'icon'>;

export const setSummary = (set: QuestionSetListing | undefined): SetSummary | null =>
  set
    ? { id: set.id, title: set.title, description: set.description, category: set.category, icon: set.icon }
    : null;

/**
 * One row of the profile's purchases tab (learner spec §3 "Purchase"): its own remaining days and status
 * (active, or expired when 0 or less), and `hasAccess` of the learner to the set now (a later purchase or code
 * may have extended an expired row).
 */
export const presentPurchaseRow = (
  doc: PurchaseDocument,
  set: QuestionSetListing | undefined,
  hasAccess: boolean,
  now: Date,
): PurchaseRow => {
  const days = Math.max(0, remainingDays(doc.expiryDate, now) ?? 0);
  const summary = setSummary(set);
  return {
    id: doc.id,
    userId: doc.userId,
    questionSetId: doc.questionSetId,
    purchaseDate: doc.purchaseDate,
    expiryDate: doc.expiryDate,
    status: days > 0 ? 'active' : 'expired',
    amount: doc.amount,
    price: doc.amount,
    currency: doc.currency,
    transactionId: doc.paymentIntentId,
    paymentMethod: doc.paymentMethod,
    source: doc.source,
    hasAccess,
    remainingDays: days,
    /** The set was deleted: the row stays (money history), the profile labels it 削除済みの問題集. */
    questionSetDeleted: doc.questionSetDeleted === true,
    questionSet: summary,
    purchaseQuestionSet: summary,
  };
};
