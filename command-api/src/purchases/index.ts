export {
  type ChargedCompletion,
  type ChargedIntent,
  type ChargedOutcome,
  COMPLETE_CHARGED_PURCHASE_JOB,
  type CompletionRetry,
  chargedPurchaseCompletion,
  DEFAULT_COMPLETION_RETRY,
} from './charged-completion.js';
export {
  type CompletedPurchase,
  type CompletePurchaseRequest,
  type CompletePurchaseService,
  purchaseCompleter,
} from './complete-purchase.js';
export { currentGrantOf, purchasableSetOf } from './lookups.js';
export { presentPurchase } from './present.js';
export { recordPaymentFailure } from './record-payment-failure.js';
export { createPurchaseCommandRoutes, type PurchaseCommandRouteDependencies } from './routes.js';
