/** docs/contracts.md "Commerce": what the commerce calls answer (envelope `data`). */
export type PaymentProvider = 'simulated' | 'stripe';

export type PaymentsConfig = { provider: PaymentProvider; publishableKey?: string; debugPurchases: boolean };

export type CreatedIntent = {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  provider?: PaymentProvider;
};

export type CompletedPurchase = {
  id: string;
  purchaseId?: string;
  questionSetId: string;
  paymentIntentId?: string;
  amount: number;
  currency: string;
  paymentMethod: string;
  purchaseDate: string;
  expiryDate: string | null;
  status: string;
  hasAccess: boolean;
  remainingDays: number | null;
};

export type SimulatedConfirmation = {
  paymentIntentId: string;
  status: string;
  amount: number;
  purchase: CompletedPurchase;
};

/** A command's answer plus the event-store position it wrote (read-your-writes). */
export type WithPosition<T> = T & { position: number };

export type PurchaseRow = {
  id: string;
  questionSetId: string;
  purchaseDate: string;
  expiryDate: string | null;
  status: string;
  amount: number;
  currency: string;
  transactionId?: string;
  paymentMethod: string;
  source?: string;
  hasAccess: boolean;
  remainingDays: number | null;
  /** The set was deleted: the row stays on record and shows 削除済みの問題集. */
  questionSetDeleted?: boolean;
  questionSet: { id: string; title: string; description?: string; category?: string; icon?: string } | null;
};

export type AccessCheck = {
  questionSetId: string;
  hasAccess: boolean;
  isPaid: boolean;
  remainingDays: number | null;
  accessType: string;
  expiryDate: string | null;
  paymentMethod: string | null;
  price: number;
  trialQuestions: number;
};

export type RedeemResult = {
  purchase: { id: string; questionSetId: string; expiryDate: string | null; remainingDays: number | null };
  questionSet: { id: string; title: string } | null;
  code: string;
  validityDays: number;
};

export type Redemption = {
  id: string;
  code: string;
  questionSetId: string;
  usedAt: string | null;
  expiryDate: string | null;
  validityDays: number;
  /** The set was deleted: the redemption stays on record and shows 削除済みの問題集. */
  questionSetDeleted?: boolean;
  redeemQuestionSet: { id: string; title: string; description?: string } | null;
};
