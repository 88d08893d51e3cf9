/**
 * The payment gateway port (DESIGN.md "payments": Stripe PaymentIntents with signed webhooks, or the simulated
 * gateway of the embedded profile). Amounts are in the smallest currency unit: for JPY that is yen.
 */
export type IntentMetadata = { userId?: string | undefined; questionSetId?: string | undefined };

export type PaymentIntent = {
  id: string;
  /** Handed to the browser only by create-intent; the card form confirms with it. */
  clientSecret: string;
  amount: number;
  currency: string;
  /** Stripe's vocabulary: requires_payment_method, requires_confirmation, processing, succeeded, canceled, ... */
  status: string;
  metadata: IntentMetadata;
};

export type CreateIntentRequest = {
  amount: number;
  currency: 'jpy';
  metadata: { userId: string; questionSetId: string };
  /** The same key answers the same intent (a double click creates one intent). */
  idempotencyKey: string;
};

/** A verified gateway notification: the intent it is about, for the two events the product follows. */
export type GatewayEvent = {
  id: string;
  type: string;
  intent: PaymentIntent | null;
  /** payment_intent.payment_failed: the gateway's reason. */
  failureMessage?: string;
};

export type SimulatedCard = { paymentIntentId: string; cardNumber: string; expiry: string; cvc: string };

export type SimulatedConfirmation =
  | { outcome: 'succeeded'; intent: PaymentIntent }
  | {
      outcome: 'card_declined' | 'insufficient_funds';
      intent: PaymentIntent;
      attemptId: string;
      message: string;
    };

export interface PaymentGateway {
  readonly provider: 'stripe' | 'simulated';
  /** The key the browser's card form uses (Stripe only). */
  readonly publishableKey?: string;
  createIntent(request: CreateIntentRequest): Promise<PaymentIntent>;
  /** null when the gateway does not know the id. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /** The simulated gateway's card form (test cards); absent on Stripe, where the browser confirms with Stripe. */
  confirmSimulated?(card: SimulatedCard): Promise<SimulatedConfirmation>;
  /** Verifies the signature over the raw body; throws a 400 DomainError when it does not verify. */
  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): GatewayEvent;
}
