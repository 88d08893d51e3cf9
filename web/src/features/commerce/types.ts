import type { PaymentsConfig } from '@exam/domain/schemas';

/** docs/contracts.md "Commerce": what the commerce calls answer (envelope `data`). */
export type PaymentProvider = PaymentsConfig['provider'];

/** GET /api/config `payments`: the card form to show (the domain's contract). */
export type { PaymentsConfig };

/** A command's answer plus the event-store position it wrote (read-your-writes). */
export type WithPosition<T> = T & { position: number };

/** The query side's purchase rows, access checks and redemptions: the domain's contract. */
export type {
  AccessCheck,
  AccessPending,
  CompletedPurchase,
  CreatedIntent,
  PurchaseRow,
  RedeemedCode as Redemption,
  RedeemResult,
  SimulatedConfirmation,
} from '@exam/domain/schemas';
