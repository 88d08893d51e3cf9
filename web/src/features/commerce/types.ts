import type { CompletedPurchase } from '@exam/domain/schemas';

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

export type SimulatedConfirmation = {
  paymentIntentId: string;
  status: string;
  amount: number;
  purchase: CompletedPurchase;
};

/** A command's answer plus the event-store position it wrote (read-your-writes). */
export type WithPosition<T> = T & { position: number };

/** The query side's purchase rows, access checks and redemptions: the domain's contract. */
export type {
  AccessCheck,
  CompletedPurchase,
  PurchaseRow,
  RedeemedCode as Redemption,
} from '@exam/domain/schemas';

export type RedeemResult = {
  purchase: { id: string; questionSetId: string; expiryDate: string | null; remainingDays: number | null };
  questionSet: { id: string; title: string } | null;
  code: string;
  validityDays: number;
};
