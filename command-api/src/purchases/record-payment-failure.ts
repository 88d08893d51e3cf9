import { type CommandMetadata, purchaseDecider, purchaseStream } from '@exam/domain';
import { type EventStore, handleCommand } from '@exam/platform';

/** PaymentFailed on the intent's stream (once per gateway attempt); nothing after a completion. */
export const recordPaymentFailure = (
  eventStore: Pick<EventStore, 'readStream' | 'append'>,
  failure: {
    paymentIntentId: string;
    userId: string;
    questionSetId: string;
    attemptId: string;
    reason: string;
  },
  metadata?: CommandMetadata,
) => {
  const at = metadata?.at ?? new Date().toISOString();
  return handleCommand({
    eventStore,
    decider: purchaseDecider,
    streamName: purchaseStream(failure.paymentIntentId),
    command: { type: 'RecordPaymentFailure', data: { ...failure, at }, metadata: { ...metadata, at } },
  });
};
