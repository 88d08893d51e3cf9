export { COMMERCE_DELETED_SETS, type DeletedSetDocument, isSetDeleted } from './deleted-sets.js';
export { PENDING_COMPLETIONS, type PendingCompletionDocument } from './pending-completions.js';
export { purchasesProjection } from './projection.js';
export { PURCHASES, type PurchaseDocument } from './types.js';
