export { chargeAmountFor, isConsistentClientAmount } from './amount.js';
export type * from './commands.js';
export { PURCHASE_CURRENCY } from './commands.js';
export { decidePurchase, purchasableCharge } from './decide.js';
export { purchaseDecider } from './decider.js';
export type * from './events.js';
export { PURCHASE_EVENT_TYPES, purchaseStream } from './events.js';
export { extendedExpiry, FARTHEST_EXPIRY_MS } from './expiry.js';
export {
  alreadyPurchased,
  amountInconsistent,
  freeSetNeedsNoPurchase,
  PaymentDeclinedError,
  PurchaseMessages,
  paymentNotFound,
  paymentNotYours,
  questionSetNotFound,
} from './messages.js';
export { evolvePurchase, initialPurchaseState, type PurchaseState } from './state.js';
