export { redeemCodesProjection } from './projection.js';
export { REDEEM_CODES, type RedeemCodeDocument } from './types.js';
