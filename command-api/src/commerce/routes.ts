import type { AuthGuards, DocumentStore, EventStore, JobQueue, Logger } from '@exam/platform';
import { Router } from 'express';
import { type PaymentGateway, simulatedGateway } from '../payments/gateway/index.js';
import { createPaymentRoutes } from '../payments/routes.js';
import { type CompletionRetry, chargedPurchaseCompletion } from '../purchases/charged-completion.js';
import { type CompletePurchaseService, purchaseCompleter } from '../purchases/complete-purchase.js';
import { createPurchaseCommandRoutes } from '../purchases/routes.js';
import { createRedeemCodeCommandRoutes } from '../redeem-codes/routes.js';
import type { RedeemLimits, RedeemThrottleRedis } from '../redeem-codes/throttle.js';

export type CommerceOptions = {
  /** Default: the simulated gateway over the event store (the embedded profile). */
  gateway?: PaymentGateway;
  /** DEBUG_PURCHASES: the administrators' direct purchase exists. */
  debugPurchases?: boolean;
  redeemLimits?: RedeemLimits;
  /** Where the redeem throttle counts: Redis shared by every command-api process (default: this process). */
  throttleRedis?: RedeemThrottleRedis;
  /** Wraps the purchase completer (instrumentation, and the fault injection of the tests). */
  wrapCompletePurchase?: (completePurchase: CompletePurchaseService) => CompletePurchaseService;
  /** How the job retries a charged purchase whose completion failed (default: 12 tries from 1 s, doubling). */
  completionRetry?: CompletionRetry;
};

/** Payments, purchases and redeem codes (learner spec §7, admin spec §7 "Redeem codes"). */
export const createCommerceCommandRoutes = ({
  eventStore,
  documentStore,
  guards,
  logger,
  jobs,
  options = {},
}: {
  eventStore: EventStore;
  documentStore: DocumentStore;
  guards: Pick<AuthGuards, 'requireAdmin' | 'requireUser' | 'authenticate'>;
  logger: Logger;
  /** Runs the retries of charged purchases whose completion failed. */
  jobs: JobQueue;
  options?: CommerceOptions;
}): Router => {
  const gateway = options.gateway ?? simulatedGateway(eventStore);
  const verified = purchaseCompleter({ eventStore, documentStore, gateway });
  const completePurchase = options.wrapCompletePurchase ? options.wrapCompletePurchase(verified) : verified;
  const charged = chargedPurchaseCompletion({
    eventStore,
    documentStore,
    jobs,
    gateway,
    completePurchase,
    logger: logger.child({ component: 'charged-purchases' }),
    ...(options.completionRetry ? { retry: options.completionRetry } : {}),
  });
  // Charged purchases still pending access when this process starts get their retry job again.
  charged
    .resumePending()
    .catch((error: unknown) =>
      logger.error({ err: error }, 'pending charged purchases could not be resumed'),
    );
  const router = Router();
  router.use(
    createPaymentRoutes({
      eventStore,
      documentStore,
      guards,
      gateway,
      charged,
      logger: logger.child({ component: 'payments' }),
    }),
  );
  router.use(
    createPurchaseCommandRoutes({
      eventStore,
      documentStore,
      guards,
      charged,
      debugPurchases: options.debugPurchases ?? false,
    }),
  );
  router.use(
    createRedeemCodeCommandRoutes({
      eventStore,
      documentStore,
      guards,
      ...(options.redeemLimits ? { redeemLimits: options.redeemLimits } : {}),
      ...(options.throttleRedis ? { throttleRedis: options.throttleRedis } : {}),
    }),
  );
  return router;
};
