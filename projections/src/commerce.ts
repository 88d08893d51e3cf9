import { purchasesProjection } from './read-models/purchases/index.js';
import { redeemCodesProjection } from './read-models/redeem-codes/index.js';
import type { Projection } from './runner/projection.js';

/**
 * The commerce group (purchases list, redeem-code list) with its own checkpoint, so it catches up from 0 in a
 * data folder that already has the other groups. The `access` documents these events also feed live in the
 * learning group (its access projection), where the practice gating reads them.
 */
export const COMMERCE_CHECKPOINT = 'commerce';

export const commerceProjections: readonly Projection[] = [purchasesProjection, redeemCodesProjection];
