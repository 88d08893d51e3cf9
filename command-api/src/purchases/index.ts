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
