export { purchasesProjection } from './projection.js';
export { PURCHASES, type PurchaseDocument } from './types.js';
