import { chargeAmountFor } from './amount.js';
import {
  type CompletePurchase,
  PURCHASE_CURRENCY,
  type PurchasableSet,
  type PurchaseCommand,
  type RecordDirectPurchase,
} from './commands.js';
import type { PurchaseEvent } from './events.js';
import { extendedExpiry } from './expiry.js';
import {
  amountMismatch,
  currencyMismatch,
  freeSetNeedsNoPurchase,
  notForSale,
  paymentForAnotherSet,
  paymentNotSucceeded,
  paymentNotYours,
  questionSetNotFound,
} from './messages.js';
import type { PurchaseState } from './state.js';

/** A set that can be bought: present, paid, with a price of at least 1 yen. Returns the charge in yen. */
export const purchasableCharge = (set: PurchasableSet | null): number => {
  if (!set) throw questionSetNotFound();
  if (!set.isPaid) throw freeSetNeedsNoPurchase();
  const charge = chargeAmountFor(set.price);
  if (charge < 1) throw notForSale();
  return charge;
};

/**
 * DESIGN.md item 4: access only from a verified payment. Who may complete comes first (another learner's
 * intent is refused even after it completed), then idempotency (the second of complete-purchase / webhook
 * appends nothing), then the gateway's facts: succeeded, JPY, exactly the set's price in yen.
 */
const completePurchase = ({ data }: CompletePurchase, state: PurchaseState): PurchaseEvent[] => {
  const { intent } = data;
  if (data.requestedBy !== null && intent.metadata.userId !== data.requestedBy) throw paymentNotYours();
  if (!intent.metadata.userId) throw paymentNotYours();
  if (intent.metadata.questionSetId !== data.questionSetId) throw paymentForAnotherSet();
  if (state.completed) return [];
  if (intent.status !== 'succeeded') throw paymentNotSucceeded(intent.status);
  const charge = purchasableCharge(data.set);
  if (intent.currency.toLowerCase() !== PURCHASE_CURRENCY) throw currencyMismatch();
  if (intent.amount !== charge) throw amountMismatch();
  return [
    {
      type: 'PurchaseCompleted',
      data: {
        purchaseId: data.purchaseId,
        userId: intent.metadata.userId,
        questionSetId: data.questionSetId,
        paymentIntentId: data.paymentIntentId,
        amount: charge,
        currency: PURCHASE_CURRENCY,
        paymentMethod: 'card',
        purchasedAt: data.at,
        expiresAt: extendedExpiry(data.at, data.currentExpiresAt, data.set?.validityPeriod ?? 0),
      },
    },
  ];
};

const directPurchase = ({ data }: RecordDirectPurchase, state: PurchaseState): PurchaseEvent[] => {
  if (state.completed) return [];
  if (!data.set) throw questionSetNotFound();
  return [
    {
      type: 'PurchaseCompleted',
      data: {
        purchaseId: data.purchaseId,
        userId: data.userId,
        questionSetId: data.questionSetId,
        paymentIntentId: `direct_${data.purchaseId}`,
        amount: chargeAmountFor(data.set.price),
        currency: PURCHASE_CURRENCY,
        paymentMethod: 'direct',
        purchasedAt: data.at,
        expiresAt: extendedExpiry(data.at, data.currentExpiresAt, data.set.validityPeriod),
      },
    },
  ];
};

export const decidePurchase = (command: PurchaseCommand, state: PurchaseState): PurchaseEvent[] => {
  switch (command.type) {
    case 'CompletePurchase':
      return completePurchase(command, state);
    case 'RecordDirectPurchase':
      return directPurchase(command, state);
    case 'RecordIntentCreated': {
      const { data } = command;
      if (state.intentRecorded) return [];
      return [
        {
          type: 'PaymentIntentCreated',
          data: {
            paymentIntentId: data.paymentIntentId,
            userId: data.userId,
            questionSetId: data.questionSetId,
            amount: data.amount,
            currency: data.currency,
            provider: data.provider,
            createdAt: data.at,
          },
        },
      ];
    }
    case 'RecordWebhookRefusal': {
      const { data } = command;
      if (state.refusedEvents.has(data.gatewayEventId)) return [];
      return [
        {
          type: 'WebhookRefused',
          data: {
            paymentIntentId: data.paymentIntentId,
            gatewayEventId: data.gatewayEventId,
            gatewayEventType: data.gatewayEventType,
            code: data.code,
            reason: data.reason,
            refusedAt: data.at,
          },
        },
      ];
    }
    case 'RecordCompletionFailure': {
      const { data } = command;
      if (state.completed) return [];
      return [
        {
          type: 'PurchaseCompletionFailed',
          data: {
            paymentIntentId: data.paymentIntentId,
            userId: data.userId,
            questionSetId: data.questionSetId,
            amount: data.amount,
            attempt: state.completionFailures + 1,
            reason: data.reason,
            failedAt: data.at,
          },
        },
      ];
    }
    case 'RecordPaymentFailure': {
      const { data } = command;
      if (state.completed || state.failedAttempts.has(data.attemptId)) return [];
      return [
        {
          type: 'PaymentFailed',
          data: {
            paymentIntentId: data.paymentIntentId,
            userId: data.userId,
            questionSetId: data.questionSetId,
            attemptId: data.attemptId,
            reason: data.reason,
            failedAt: data.at,
          },
        },
      ];
    }
  }
};
