import type { AuthGuards, DocumentStore, EventStore, Logger } from '@exam/platform';
import { Router } from 'express';
import { type PaymentGateway, simulatedGateway } from '../payments/gateway/index.js';
import { createPaymentRoutes } from '../payments/routes.js';
import { purchaseCompleter } from '../purchases/complete-purchase.js';
import { createPurchaseCommandRoutes } from '../purchases/routes.js';
import { createRedeemCodeCommandRoutes } from '../redeem-codes/routes.js';
import type { RedeemLimits } from '../redeem-codes/throttle.js';

export type CommerceOptions = {
  /** Default: the simulated gateway over the event store (the embedded profile). */
  gateway?: PaymentGateway;
  /** DEBUG_PURCHASES: the administrators' direct purchase exists. */
  debugPurchases?: boolean;
  redeemLimits?: RedeemLimits;
};

/** Payments, purchases and redeem codes (learner spec §7, admin spec §7 "Redeem codes"). */
export const createCommerceCommandRoutes = ({
  eventStore,
  documentStore,
  guards,
  logger,
  options = {},
}: {
  eventStore: EventStore;
  documentStore: DocumentStore;
  guards: Pick<AuthGuards, 'requireAdmin' | 'requireUser' | 'authenticate'>;
  logger: Logger;
  options?: CommerceOptions;
}): Router => {
  const gateway = options.gateway ?? simulatedGateway(eventStore);
  const completePurchase = purchaseCompleter({ eventStore, documentStore, gateway });
  const router = Router();
  router.use(
    createPaymentRoutes({
      eventStore,
      documentStore,
      guards,
      gateway,
      completePurchase,
      logger: logger.child({ component: 'payments' }),
    }),
  );
  router.use(
    createPurchaseCommandRoutes({
      eventStore,
      documentStore,
      guards,
      completePurchase,
      debugPurchases: options.debugPurchases ?? false,
    }),
  );
  router.use(
    createRedeemCodeCommandRoutes({
      eventStore,
      documentStore,
      guards,
      ...(options.redeemLimits ? { redeemLimits: options.redeemLimits } : {}),
    }),
  );
  return router;
};
