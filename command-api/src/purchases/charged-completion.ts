import { isDomainError, purchaseDecider, purchaseStream } from '@exam/domain';
import {
  type DocumentStore,
  type EventStore,
  handleCommand,
  type JobQueue,
  type Logger,
} from '@exam/platform';
import type { PaymentGateway } from '../payments/gateway/index.js';
import type {
  CompletedPurchase,
  CompletePurchaseRequest,
  CompletePurchaseService,
} from './complete-purchase.js';

/** The retry job's name, and the facts it needs (all from the gateway's intent). */
export const COMPLETE_CHARGED_PURCHASE_JOB = 'complete-charged-purchase';
export type ChargedIntent = {
  paymentIntentId: string;
  userId: string;
  questionSetId: string;
  amount: number;
};

/** Tries of one retry job (the first included) and the wait between them: 1 s doubling, about an hour in all. */
export type CompletionRetry = { attempts: number; delayMs: number };
export const DEFAULT_COMPLETION_RETRY: CompletionRetry = { attempts: 12, delayMs: 1000 };

export type ChargedOutcome =
  | ({ kind: 'completed' } & CompletedPurchase)
  /** The charge succeeded, completing failed: it is on record and a job retries it. */
  | { kind: 'pending'; paymentIntentId: string; position: number };

export type ChargedCompletion = {
  /** Completes a purchase; a fault after a succeeded charge is recorded and retried instead of thrown. */
  complete(request: CompletePurchaseRequest): Promise<ChargedOutcome>;
  /**
   * At start: a retry job for every intent still pending in the read model (the in-process queue forgets its
   * jobs on restart; BullMQ keeps them, and the job ids deduplicate). Answers how many were scheduled.
   */
  resumePending(): Promise<number>;
};

/** The `purchase_pending_completions` read model of @exam/projections (its name repeated: no dependency). */
const PENDING_COMPLETIONS = 'purchase_pending_completions';
type PendingRow = { id: string; userId: string; questionSetId: string; amount: number; failures: number };

/** A refusal of ours (4xx: not yours, not succeeded, amount differs) is an answer; anything else is a fault. */
const isFault = (error: unknown) => !(isDomainError(error) && error.status < 500);
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Issue 27, "a succeeded charge always ends in access". Every path that completes a charged intent (the simulated
 * card form, complete-purchase, the Stripe webhook, the administrators' retry) goes through `complete`: when the
 * completion fails for a reason of ours while the gateway says the charge succeeded, PurchaseCompletionFailed is
 * appended on the intent's stream and a job retries the completion until PurchaseCompleted is there.
 */
export const chargedPurchaseCompletion = ({
  eventStore,
  documentStore,
  jobs,
  gateway,
  completePurchase,
  logger,
  retry = DEFAULT_COMPLETION_RETRY,
}: {
  eventStore: Pick<EventStore, 'readStream' | 'append'>;
  documentStore?: Pick<DocumentStore, 'collection'>;
  jobs: JobQueue;
  gateway: Pick<PaymentGateway, 'retrieveIntent'>;
  completePurchase: CompletePurchaseService;
  logger: Pick<Logger, 'error' | 'warn' | 'info'>;
  retry?: CompletionRetry;
}): ChargedCompletion => {
  const recordFailure = async (intent: ChargedIntent, error: unknown) => {
    const at = new Date().toISOString();
    const result = await handleCommand({
      eventStore,
      decider: purchaseDecider,
      streamName: purchaseStream(intent.paymentIntentId),
      command: {
        type: 'RecordCompletionFailure',
        data: { ...intent, reason: reasonOf(error), at },
        metadata: { userId: intent.userId, at },
      },
    });
    const recorded = result.events[0]?.data as { attempt: number } | undefined;
    return { attempt: recorded?.attempt ?? 0, position: result.position };
  };

  const schedule = (intent: ChargedIntent, attempt: number) =>
    jobs.enqueue<ChargedIntent>(COMPLETE_CHARGED_PURCHASE_JOB, intent, {
      // One job per recorded failure: a job that used its tries stays known (deduplicates) until a new failure.
      jobId: `complete-purchase-${intent.paymentIntentId}-${attempt}`,
      attempts: retry.attempts,
      backoff: { type: 'exponential', delayMs: retry.delayMs },
      delayMs: retry.delayMs,
    });

  /** The charged intent's facts from the gateway, or null when it is not a succeeded charge of a learner. */
  const chargedIntentOf = async (paymentIntentId: string): Promise<ChargedIntent | null> => {
    const intent = await gateway.retrieveIntent(paymentIntentId).catch(() => null);
    if (intent?.status !== 'succeeded') return null;
    const { userId, questionSetId } = intent.metadata;
    if (!userId || !questionSetId) return null;
    return { paymentIntentId, userId, questionSetId, amount: intent.amount };
  };

  jobs.process<ChargedIntent, { purchaseId: string }>(COMPLETE_CHARGED_PURCHASE_JOB, async (job) => {
    const intent = job.data;
    try {
      const done = await completePurchase({
        paymentIntentId: intent.paymentIntentId,
        questionSetId: intent.questionSetId,
        requestedBy: null,
        metadata: { userId: intent.userId, correlationId: job.id },
      });
      logger.info(
        { paymentIntentId: intent.paymentIntentId, job: job.id },
        'charged purchase completed by retry',
      );
      return { purchaseId: done.purchase.purchaseId };
    } catch (error) {
      logger.warn(
        { err: error, paymentIntentId: intent.paymentIntentId, job: job.id },
        'retrying a charged purchase failed',
      );
      await recordFailure(intent, error).catch(() => undefined);
      throw error;
    }
  });

  return {
    async resumePending() {
      if (!documentStore) return 0;
      const rows = await documentStore.collection<PendingRow>(PENDING_COMPLETIONS).find({});
      for (const row of rows)
        await schedule(
          {
            paymentIntentId: row.id,
            userId: row.userId,
            questionSetId: row.questionSetId,
            amount: row.amount,
          },
          row.failures,
        );
      if (rows.length > 0)
        logger.info({ count: rows.length }, 'charged purchases pending access: retries scheduled');
      return rows.length;
    },
    async complete(request) {
      try {
        return { kind: 'completed', ...(await completePurchase(request)) };
      } catch (error) {
        if (!isFault(error)) throw error;
        const intent = await chargedIntentOf(request.paymentIntentId);
        if (!intent) throw error;
        logger.error(
          { err: error, paymentIntentId: intent.paymentIntentId },
          'completing a charged purchase failed: recorded, retried as a job',
        );
        const recorded = await recordFailure(intent, error).catch((recordError: unknown) => {
          logger.error(
            { err: recordError, paymentIntentId: intent.paymentIntentId },
            'the failure could not be recorded',
          );
          return { attempt: Date.now(), position: 0 };
        });
        await schedule(intent, recorded.attempt);
        return { kind: 'pending', paymentIntentId: intent.paymentIntentId, position: recorded.position };
      }
    },
  };
};
