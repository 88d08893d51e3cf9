import { randomUUID } from 'node:crypto';
import {
  type CommandMetadata,
  type PaymentIntentFacts,
  type PurchaseCompleted,
  type PurchaseEvent,
  paymentNotFound,
  purchaseDecider,
  purchaseStream,
} from '@exam/domain';
import { type DocumentStore, type EventStore, handleCommand } from '@exam/platform';
import type { PaymentGateway } from '../payments/gateway/index.js';
import { currentGrantOf, purchasableSetOf } from './lookups.js';

export type CompletedPurchase = {
  purchase: PurchaseCompleted['data'];
  /** Global position of the completion (the earlier one when this call changed nothing). */
  position: number;
  /** false: it had completed already (complete-purchase after the webhook, or the other way round). */
  created: boolean;
};

export type CompletePurchaseRequest = {
  paymentIntentId: string;
  /** The set the caller names; the webhook takes it from the intent's metadata. */
  questionSetId?: string | undefined;
  /** The signed-in caller; null for the gateway's webhook. */
  requestedBy: string | null;
  metadata?: CommandMetadata;
};

export type CompletePurchaseService = (request: CompletePurchaseRequest) => Promise<CompletedPurchase>;

const completionIn = async (eventStore: Pick<EventStore, 'readStream'>, paymentIntentId: string) => {
  const history = await eventStore.readStream(purchaseStream(paymentIntentId));
  const completion = history.find((event) => event.type === 'PurchaseCompleted');
  return completion
    ? { purchase: completion.data as PurchaseCompleted['data'], position: completion.position }
    : null;
};

/**
 * The one path to a verified purchase (DESIGN.md item 4), shared by complete-purchase, update-access, the webhook
 * and the simulated card form: ask the gateway what the intent is, then let the purchase decider check it against
 * the caller and the set's current price, and append on `purchase-<intentId>` with its expected revision. Of a
 * webhook racing complete-purchase, one appends; the other reads the completion and appends nothing.
 */
export const purchaseCompleter =
  ({
    eventStore,
    documentStore,
    gateway,
  }: {
    eventStore: Pick<EventStore, 'readStream' | 'append'>;
    documentStore: Pick<DocumentStore, 'collection'>;
    gateway: Pick<PaymentGateway, 'retrieveIntent'>;
  }): CompletePurchaseService =>
  async ({ paymentIntentId, questionSetId, requestedBy, metadata }) => {
    const intent = await gateway.retrieveIntent(paymentIntentId);
    if (!intent) throw paymentNotFound();
    const facts: PaymentIntentFacts = {
      id: intent.id,
      status: intent.status,
      amount: intent.amount,
      currency: intent.currency,
      metadata: intent.metadata,
    };
    const setId = questionSetId ?? intent.metadata.questionSetId ?? '';
    const userId = intent.metadata.userId ?? '';
    const [set, grant] = await Promise.all([
      purchasableSetOf(eventStore, setId),
      userId ? currentGrantOf(documentStore, userId, setId) : null,
    ]);
    const at = metadata?.at ?? new Date().toISOString();
    const result = await handleCommand({
      eventStore,
      decider: purchaseDecider,
      streamName: purchaseStream(paymentIntentId),
      command: {
        type: 'CompletePurchase',
        data: {
          purchaseId: randomUUID(),
          paymentIntentId,
          questionSetId: setId,
          requestedBy,
          intent: facts,
          set,
          currentExpiresAt: grant?.expiresAt ?? null,
          at,
        },
        metadata: { ...metadata, ...(userId ? { userId: metadata?.userId ?? userId } : {}), at },
      },
    });
    const appended = result.events.find((event) => event.type === 'PurchaseCompleted');
    if (appended)
      return {
        purchase: appended.data as PurchaseEvent['data'] as PurchaseCompleted['data'],
        position: result.position,
        created: true,
      };
    const earlier = await completionIn(eventStore, paymentIntentId);
    if (!earlier) throw paymentNotFound(); // unreachable: the decider appends nothing only once completed
    return { ...earlier, created: false };
  };
