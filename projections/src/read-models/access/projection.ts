import { defineProjection } from '../../runner/projection.js';
import { applyGrant, GRANT_EVENT_TYPES } from './grants.js';
import { ACCESS } from './types.js';

/**
 * The `access` read model, fed by PurchaseCompleted and RedeemCodeRedeemed (see grants.ts). Every reader
 * (query presenters, RecordAnswer) goes through the one lookup.
 */
export const accessProjection = defineProjection({
  name: 'access',
  collections: [{ name: ACCESS, indexes: [{ fields: ['userId'] }] }],
  handles: [...GRANT_EVENT_TYPES],
  apply: applyGrant,
});
