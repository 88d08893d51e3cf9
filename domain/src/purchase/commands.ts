import type { Command } from '../decider/index.js';
import type { Currency, PaymentIntentCreated, WebhookRefused } from './events.js';

/** What the gateway says about a payment intent (read by the handler, never taken from the client). */
export type PaymentIntentFacts = {
  id: string;
  /** The gateway's status: 'succeeded' is the only one that completes a purchase. */
  status: string;
  /** Smallest currency unit; for JPY that is yen. */
  amount: number;
  currency: string;
  metadata: { userId?: string | undefined; questionSetId?: string | undefined };
};

/** The set as the purchase needs it (folded from its stream by the handler); null when absent or deleted. */
export type PurchasableSet = {
  questionSetId: string;
  isPaid: boolean;
  price: number;
  validityPeriod: number;
};

/**
 * Complete the purchase of one payment intent, from the learner's complete-purchase / update-access call
 * (`requestedBy` = the caller) or from the gateway's webhook (`requestedBy` = null: the intent's metadata names
 * the learner). The handler passes the learner's current expiry for the set (from the access read model).
 */
export type CompletePurchase = Command<
  'CompletePurchase',
  {
    purchaseId: string;
    paymentIntentId: string;
    questionSetId: string;
    requestedBy: string | null;
    intent: PaymentIntentFacts;
    set: PurchasableSet | null;
    currentExpiresAt: string | null;
    at: string;
  }
>;

export type RecordPaymentFailure = Command<
  'RecordPaymentFailure',
  {
    paymentIntentId: string;
    userId: string;
    questionSetId: string;
    attemptId: string;
    reason: string;
    at: string;
  }
>;

/** DEBUG_PURCHASES only, administrators only: access without a gateway (learner spec §7 direct-purchase). */
export type RecordDirectPurchase = Command<
  'RecordDirectPurchase',
  {
    purchaseId: string;
    userId: string;
    questionSetId: string;
    set: PurchasableSet | null;
    currentExpiresAt: string | null;
    at: string;
  }
>;

/** Record that completing a charged intent failed (once per attempt; nothing once it completed). */
export type RecordCompletionFailure = Command<
  'RecordCompletionFailure',
  {
    paymentIntentId: string;
    userId: string;
    questionSetId: string;
    amount: number;
    reason: string;
    at: string;
  }
>;

export type PurchaseCommand =
  | CompletePurchase
  | RecordCompletionFailure
  | RecordPaymentFailure
  | RecordDirectPurchase
  | RecordIntentCreated
  | RecordWebhookRefusal;

export const PURCHASE_CURRENCY: Currency = 'jpy';

/** Record that the gateway created an intent for a learner (once per intent). */
export type RecordIntentCreated = Command<
  'RecordIntentCreated',
  Omit<PaymentIntentCreated['data'], 'createdAt'> & { at: string }
>;

/** Record that a verified gateway event was refused (once per gateway event id). */
export type RecordWebhookRefusal = Command<
  'RecordWebhookRefusal',
  Omit<WebhookRefused['data'], 'refusedAt'> & { at: string }
>;
