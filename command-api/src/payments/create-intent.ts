import {
  accessForSet,
  alreadyPurchased,
  amountInconsistent,
  type CommandMetadata,
  type CreateIntentBody,
  isConsistentClientAmount,
  PURCHASE_CURRENCY,
  PurchaseMessages,
  purchasableCharge,
  purchaseDecider,
  purchaseStream,
  ValidationError,
} from '@exam/domain';
import type { CreatedIntent } from '@exam/domain/schemas';
import { type DocumentStore, type EventStore, handleCommand } from '@exam/platform';
import { currentGrantOf, purchasableSetOf } from '../purchases/lookups.js';
import type { PaymentGateway } from './gateway/index.js';

/** Double clicks within this window reuse one intent (the gateway's idempotency key). */
const IDEMPOTENCY_WINDOW_MS = 10 * 60_000;

export type { CreatedIntent };

/**
 * POST /payments/create-intent (DESIGN.md item 5): the charge is the set's price in yen, computed here from the
 * set's stream; a client amount is only checked for consistency. A free set is refused with data.isFree, a set
 * the learner can already use with 409 (never charged twice).
 */
export const createPaymentIntent = async (
  {
    eventStore,
    documentStore,
    gateway,
    now = () => new Date(),
  }: {
    eventStore: Pick<EventStore, 'readStream' | 'append'>;
    documentStore: Pick<DocumentStore, 'collection'>;
    gateway: Pick<PaymentGateway, 'createIntent' | 'provider'>;
    now?: () => Date;
  },
  userId: string,
  body: CreateIntentBody,
  clientIdempotencyKey: string | undefined,
  metadata: CommandMetadata = {},
): Promise<CreatedIntent> => {
  if (body.currency !== undefined && body.currency !== PURCHASE_CURRENCY)
    throw new ValidationError(PurchaseMessages.currencyMismatch, 'PAYMENT_CURRENCY_MISMATCH');
  const set = await purchasableSetOf(eventStore, body.questionSetId);
  const amount = purchasableCharge(set);
  if (!set || !isConsistentClientAmount(body.amount, set.price)) throw amountInconsistent();
  const grant = await currentGrantOf(documentStore, userId, set.questionSetId);
  const access = accessForSet({ set, grant, now: now() });
  if (access.hasAccess)
    throw alreadyPurchased({ data: { expiryDate: access.expiresAt, remainingDays: access.remainingDays } });
  const idempotencyKey = clientIdempotencyKey
    ? `${userId}:${clientIdempotencyKey}`
    : `${userId}:${set.questionSetId}:${amount}:${Math.floor(now().getTime() / IDEMPOTENCY_WINDOW_MS)}`;
  const intent = await gateway.createIntent({
    amount,
    currency: PURCHASE_CURRENCY,
    metadata: { userId, questionSetId: set.questionSetId },
    idempotencyKey,
  });
  // On record for the audit (issue 15): who asked to pay what for which set; a reused intent records nothing.
  const at = now().toISOString();
  await handleCommand({
    eventStore,
    decider: purchaseDecider,
    streamName: purchaseStream(intent.id),
    command: {
      type: 'RecordIntentCreated',
      data: {
        paymentIntentId: intent.id,
        userId,
        questionSetId: set.questionSetId,
        amount: intent.amount,
        currency: PURCHASE_CURRENCY,
        provider: gateway.provider,
        at,
      },
      metadata: { ...metadata, at },
    },
  });
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: intent.amount,
    // The intent was created in this currency (a gateway echoes it).
    currency: PURCHASE_CURRENCY,
    provider: gateway.provider,
  };
};
