import type { Event } from '../decider/index.js';

/** JPY is the only currency the product sells in (learner spec §7: currency jpy). */
export type Currency = 'jpy';

/** How the purchase was paid: a card through the gateway, or the debug direct purchase (DEBUG_PURCHASES). */
export type PaymentMethod = 'card' | 'direct';

/**
 * A verified payment granted access to a set. `amount` is in yen (JPY is zero-decimal, DESIGN.md item 5);
 * `expiresAt` is `validityPeriod` days counted from the later of `purchasedAt` and the learner's expiry for the
 * set at that moment (buying again while access lasts extends it).
 */
export type PurchaseCompleted = Event<
  'PurchaseCompleted',
  {
    purchaseId: string;
    userId: string;
    questionSetId: string;
    paymentIntentId: string;
    amount: number;
    currency: Currency;
    paymentMethod: PaymentMethod;
    purchasedAt: string;
    expiresAt: string;
  }
>;

/** The gateway reported a failed attempt (a declined card, insufficient funds); the intent may still succeed later. */
export type PaymentFailed = Event<
  'PaymentFailed',
  {
    paymentIntentId: string;
    userId: string;
    questionSetId: string;
    /** The gateway's failure id (webhook event id or simulated attempt id): a redelivery records nothing. */
    attemptId: string;
    reason: string;
    failedAt: string;
  }
>;

/** A learner asked to pay: the gateway created (or, for a double click, reused) this intent (issue 15 audit). */
export type PaymentIntentCreated = Event<
  'PaymentIntentCreated',
  {
    paymentIntentId: string;
    userId: string;
    questionSetId: string;
    amount: number;
    currency: Currency;
    provider: string;
    createdAt: string;
  }
>;

/** A verified gateway event we refused (amount or currency not matching, a set gone): why, never a secret. */
export type WebhookRefused = Event<
  'WebhookRefused',
  {
    paymentIntentId: string;
    /** The gateway's event id: a redelivery records nothing. */
    gatewayEventId: string;
    gatewayEventType: string;
    code: string;
    reason: string;
    refusedAt: string;
  }
>;

/**
 * The gateway said the charge succeeded, but completing the purchase failed (issue 27: a store fault, a bug).
 * The money is taken, so access is owed: a job retries the completion until PurchaseCompleted follows, and the
 * administrators' purchases tab shows the intent as charged with access pending (with a retry action).
 */
export type PurchaseCompletionFailed = Event<
  'PurchaseCompletionFailed',
  {
    paymentIntentId: string;
    userId: string;
    questionSetId: string;
    /** What the gateway charged, in yen. */
    amount: number;
    /** 1 for the first failure of this intent, then 2, 3, ... (each retry that failed too). */
    attempt: number;
    /** Why, for the administrators (an error's message, never a secret). */
    reason: string;
    failedAt: string;
  }
>;

export type PurchaseEvent =
  | PurchaseCompleted
  | PaymentFailed
  | PaymentIntentCreated
  | WebhookRefused
  | PurchaseCompletionFailed;

export const PURCHASE_EVENT_TYPES: readonly PurchaseEvent['type'][] = [
  'PurchaseCompleted',
  'PaymentFailed',
  'PaymentIntentCreated',
  'WebhookRefused',
  'PurchaseCompletionFailed',
];

/** One stream per payment intent: whichever of complete-purchase and the webhook comes first completes it. */
export const purchaseStream = (paymentIntentId: string) => `purchase-${paymentIntentId}`;
