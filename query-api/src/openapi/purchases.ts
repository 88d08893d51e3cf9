import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { PurchaseMessages } from '@exam/domain';
import {
  accessPendingSchema,
  directPurchaseBody,
  pendingCompletionsSchema,
  updateAccessBody,
} from '@exam/domain/schemas';
import {
  ACCESS_PENDING_NOTE,
  AccessCheckSchema,
  completionFailures,
  PurchaseRowSchema,
  PurchaseSchema,
  SET_NOT_FOUND,
} from './commerce-shared.js';
import {
  adminOnly,
  CONCURRENT_CHANGE,
  failure,
  json,
  learnerOnly,
  ok,
  optionalSignIn,
  reason,
  signedIn,
  VALIDATION_FAILED,
} from './route-helpers.js';
import { commandResult, successEnvelope } from './schemas.js';
import { z } from './zod.js';

/** A learner's purchases and access, and the administrators' pending completions. */

/** Issue 27: the administrators' view of charged intents whose access is pending, and their retry. */
const pendingCompletionRoutes: RouteConfig[] = [
  adminOnly({
    method: 'get',
    path: '/admin/purchases/pending',
    tags: ['Admin: audit'],
    summary:
      'Charged, access pending: succeeded payments whose completion failed and is being retried (oldest first, at most 500)',
    responses: { 200: ok(successEnvelope(pendingCompletionsSchema)) },
  }),
  adminOnly({
    method: 'post',
    path: '/admin/purchases/{paymentIntentId}/complete',
    tags: ['Admin: audit'],
    summary:
      'Retry granting access for a charged payment whose completion failed: completes it now (200), or records the failure and schedules another retry (202)',
    request: { params: z.object({ paymentIntentId: z.string() }) },
    responses: {
      200: ok(commandResult(PurchaseSchema), PurchaseMessages.accessGranted),
      202: ok(commandResult(accessPendingSchema), ACCESS_PENDING_NOTE),
      404: failure(reason('NO_PENDING_COMPLETION', PurchaseMessages.noPendingCompletion)),
    },
  }),
];

export const purchaseRoutes: RouteConfig[] = [
  ...pendingCompletionRoutes,
  learnerOnly({
    method: 'get',
    path: '/purchases',
    tags: ['Purchases'],
    summary: "The caller's purchases and redemptions, newest first",
    responses: { 200: ok(successEnvelope(z.array(PurchaseRowSchema))) },
  }),
  {
    ...optionalSignIn,
    method: 'get',
    path: '/purchases/check/{setId}',
    tags: ['Purchases'],
    summary: "The caller's access to a set (visitors: free sets are open, paid ones in trial)",
    request: { params: z.object({ setId: z.string() }) },
    responses: { 200: ok(successEnvelope(AccessCheckSchema)), 404: failure(SET_NOT_FOUND) },
  },
  learnerOnly({
    method: 'post',
    path: '/purchases/update-access',
    tags: ['Purchases'],
    summary: 'Fall-back after a failed complete-purchase: the same verification, by payment or purchase id',
    description:
      'A `purchaseId` starting with `pi_` is taken as the payment intent. `purchaseId` and `expiryDate` are repeated at the top level.',
    request: { body: json(updateAccessBody) },
    responses: {
      200: ok(
        commandResult(PurchaseSchema).extend({ purchaseId: z.string(), expiryDate: z.string() }),
        PurchaseMessages.purchased,
      ),
      202: ok(commandResult(accessPendingSchema), ACCESS_PENDING_NOTE),
      ...completionFailures,
      400: failure(
        reason('PAYMENT_REFERENCE_REQUIRED', PurchaseMessages.paymentReferenceRequired),
        completionFailures[400].description,
      ),
      404: failure(
        reason('PURCHASE_NOT_FOUND', PurchaseMessages.purchaseNotFound),
        completionFailures[404].description,
      ),
    },
  }),
  // Served only with DEBUG_PURCHASES=true, and then only to administrators: everyone else gets 404 (not 401/403).
  {
    ...signedIn,
    method: 'post',
    path: '/purchases/direct-purchase',
    tags: ['Purchases'],
    summary: 'Grant the caller a set without paying (debug only)',
    description:
      '**Administrators only**, and only when the server runs with `DEBUG_PURCHASES=true`: anyone else (visitors and learners included) gets the same 404 `ROUTE_NOT_FOUND` as an unknown route.',
    request: { body: json(directPurchaseBody) },
    responses: {
      200: ok(commandResult(PurchaseSchema), PurchaseMessages.purchased),
      400: failure(
        reason('FREE_SET', PurchaseMessages.freeSet),
        reason('NOT_FOR_SALE', PurchaseMessages.notForSale),
        VALIDATION_FAILED,
      ),
      404: failure(
        reason('ROUTE_NOT_FOUND', 'not an administrator, or DEBUG_PURCHASES is off'),
        SET_NOT_FOUND,
      ),
      409: CONCURRENT_CHANGE,
    },
  },
];
