import type { Decider } from '../decider/index.js';
import type { PurchaseCommand } from './commands.js';
import { decidePurchase } from './decide.js';
import type { PurchaseEvent } from './events.js';
import { evolvePurchase, initialPurchaseState, type PurchaseState } from './state.js';

/** One payment intent per stream (`purchase-<paymentIntentId>`). */
export const purchaseDecider: Decider<PurchaseState, PurchaseCommand, PurchaseEvent> = {
  initialState: initialPurchaseState,
  evolve: evolvePurchase,
  decide: decidePurchase,
};
