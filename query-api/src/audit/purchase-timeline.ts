import type { PurchaseEvent } from '@exam/domain';
import type { TimelineEntry } from '@exam/domain/schemas';
import type { RecordedEvent } from '@exam/platform';
import { accessEnd, actorNamed, type Names } from './access-end.js';

/**
 * A payment's story from its intent's stream, in log order: the intent, failed attempts, refused gateway events,
 * the completed payment with the access it granted, then that access's end (past: expired; future: expires).
 */
export function purchaseTimeline(
  history: ReadonlyArray<RecordedEvent>,
  nameOf: Names,
  now: Date,
): TimelineEntry[] {
  const actor = actorNamed(nameOf);
  const entries: TimelineEntry[] = [];
  for (const recorded of history) {
    const event = recorded as unknown as PurchaseEvent;
    const base = { position: recorded.position };
    switch (event.type) {
      case 'PaymentIntentCreated':
        entries.push({
          ...base,
          type: 'intentCreated',
          at: event.data.createdAt,
          actor: actor(event.data.userId),
          details: {
            questionSetId: event.data.questionSetId,
            amount: event.data.amount,
            currency: event.data.currency,
            provider: event.data.provider,
          },
        });
        break;
      case 'PaymentFailed':
        entries.push({
          ...base,
          type: 'paymentFailed',
          at: event.data.failedAt,
          actor: actor(event.data.userId),
          details: { attemptId: event.data.attemptId, reason: event.data.reason },
        });
        break;
      case 'WebhookRefused':
        entries.push({
          ...base,
          type: 'webhookRefused',
          at: event.data.refusedAt,
          actor: null,
          details: {
            gatewayEventId: event.data.gatewayEventId,
            gatewayEventType: event.data.gatewayEventType,
            code: event.data.code,
            reason: event.data.reason,
          },
        });
        break;
      case 'PurchaseCompletionFailed':
        entries.push({
          ...base,
          type: 'completionFailed',
          at: event.data.failedAt,
          actor: null,
          details: { attempt: event.data.attempt, amount: event.data.amount, reason: event.data.reason },
        });
        break;
      case 'PurchaseCompleted':
        entries.push({
          ...base,
          type: 'paid',
          at: event.data.purchasedAt,
          actor: actor(event.data.userId),
          details: {
            purchaseId: event.data.purchaseId,
            questionSetId: event.data.questionSetId,
            amount: event.data.amount,
            currency: event.data.currency,
            paymentMethod: event.data.paymentMethod,
            expiresAt: event.data.expiresAt,
          },
        });
        entries.push(accessEnd(event.data, now));
        break;
    }
  }
  return entries;
}
