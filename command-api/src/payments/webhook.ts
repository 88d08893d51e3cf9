import { isDomainError, purchaseDecider, purchaseStream } from '@exam/domain';
import { type EventStore, handleCommand, type Logger } from '@exam/platform';
import type { ChargedCompletion } from '../purchases/charged-completion.js';
import { recordPaymentFailure } from '../purchases/record-payment-failure.js';
import type { GatewayEvent } from './gateway/index.js';

export type WebhookOutcome =
  | 'completed'
  | 'already-completed'
  /** The charge succeeded, completing failed on our side: recorded, and a job retries it (answered 2xx). */
  | 'access-pending'
  | 'failure-recorded'
  | 'ignored'
  | 'refused';

/**
 * payment_intent.succeeded completes the purchase exactly as complete-purchase does (whichever comes first
 * appends; the other appends nothing); payment_intent.payment_failed records PaymentFailed once per event id.
 * A refusal of ours (amount or currency not matching, a set gone) is answered 2xx and logged: the gateway
 * retrying it would be refused again. A gateway or store failure propagates, so the gateway retries.
 */
export const handleGatewayEvent = async (
  event: GatewayEvent,
  {
    eventStore,
    charged,
    logger,
  }: {
    eventStore: Pick<EventStore, 'readStream' | 'append'>;
    charged: ChargedCompletion;
    logger: Pick<Logger, 'warn' | 'info'>;
  },
): Promise<WebhookOutcome> => {
  const intent = event.intent;
  const userId = intent?.metadata.userId;
  const questionSetId = intent?.metadata.questionSetId;
  if (!intent || !userId || !questionSetId) return 'ignored';
  const metadata = { userId, causationId: event.id, correlationId: event.id };
  try {
    if (event.type === 'payment_intent.succeeded') {
      const outcome = await charged.complete({ paymentIntentId: intent.id, requestedBy: null, metadata });
      if (outcome.kind === 'pending') return 'access-pending';
      return outcome.created ? 'completed' : 'already-completed';
    }
    if (event.type === 'payment_intent.payment_failed') {
      await recordPaymentFailure(
        eventStore,
        {
          paymentIntentId: intent.id,
          userId,
          questionSetId,
          attemptId: event.id,
          reason: event.failureMessage ?? 'payment_failed',
        },
        metadata,
      );
      return 'failure-recorded';
    }
    return 'ignored';
  } catch (error) {
    if (isDomainError(error) && error.status < 500) {
      logger.warn({ err: error, gatewayEvent: event.id, paymentIntentId: intent.id }, 'webhook refused');
      // On record for the audit (issue 15): which gateway event was refused and why (the code and our message).
      const at = new Date().toISOString();
      await handleCommand({
        eventStore,
        decider: purchaseDecider,
        streamName: purchaseStream(intent.id),
        command: {
          type: 'RecordWebhookRefusal',
          data: {
            paymentIntentId: intent.id,
            gatewayEventId: event.id,
            gatewayEventType: event.type,
            code: error.code,
            reason: error.message,
            at,
          },
          metadata: { ...metadata, at },
        },
      });
      return 'refused';
    }
    throw error;
  }
};
