import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { PurchaseMessages } from '@exam/domain';
import {
  accessPendingSchema,
  completePurchaseBody,
  createdIntentSchema,
  createIntentBody,
  simulatedConfirmationSchema,
  simulatedConfirmBody,
} from '@exam/domain/schemas';
import {
  ACCESS_PENDING_NOTE,
  completionFailures,
  GATEWAY_UNAVAILABLE,
  PurchaseSchema,
  SET_NOT_FOUND,
} from './commerce-shared.js';
import {
  CONCURRENT_CHANGE,
  failure,
  json,
  learnerOnly,
  ok,
  reason,
  VALIDATION_FAILED,
} from './route-helpers.js';
import { commandResult, successEnvelope } from './schemas.js';
import { z } from './zod.js';

/** Paying for a set: intents, completion, the gateway's webhook and the simulated card form. */

const CreatedIntentSchema = z.object(createdIntentSchema.shape);

export const paymentRoutes: RouteConfig[] = [
  learnerOnly({
    method: 'post',
    path: '/payments/create-intent',
    tags: ['Payments'],
    summary: "Start paying for a set: the charge is the set's price in yen, computed on the server",
    description:
      'A client `amount` is only checked (yen or yen x 100). Double clicks within 10 minutes (or the same `Idempotency-Key`) reuse one intent. `clientSecret` and `paymentIntentId` are repeated at the top level.',
    request: {
      body: json(createIntentBody),
      headers: z.object({ 'idempotency-key': z.string().optional() }),
    },
    responses: {
      200: ok(
        successEnvelope(CreatedIntentSchema).extend({
          clientSecret: z.string(),
          paymentIntentId: z.string(),
        }),
      ),
      400: failure(
        reason('FREE_SET', `${PurchaseMessages.freeSet} (data.isFree: true)`),
        reason('NOT_FOR_SALE', PurchaseMessages.notForSale),
        reason('AMOUNT_INCONSISTENT', PurchaseMessages.amountInconsistent),
        reason('PAYMENT_CURRENCY_MISMATCH', PurchaseMessages.currencyMismatch),
        VALIDATION_FAILED,
      ),
      404: failure(SET_NOT_FOUND),
      409: failure(reason('ALREADY_PURCHASED', `${PurchaseMessages.alreadyPurchased} (data.expiryDate)`)),
      502: GATEWAY_UNAVAILABLE,
    },
  }),
  learnerOnly({
    method: 'post',
    path: '/payments/complete-purchase',
    tags: ['Payments'],
    summary:
      'Record the purchase of a succeeded payment (verified with the gateway; again: the same purchase)',
    request: { body: json(completePurchaseBody) },
    responses: {
      200: ok(commandResult(PurchaseSchema), PurchaseMessages.purchased),
      202: ok(commandResult(accessPendingSchema), ACCESS_PENDING_NOTE),
      ...completionFailures,
    },
  }),
  {
    method: 'post',
    path: '/payments/webhook',
    tags: ['Payments'],
    summary:
      "The gateway's (Stripe) events: a succeeded payment completes its purchase, a failed one is recorded",
    description:
      'Raw body verified with the `Stripe-Signature` header (no bearer token). Refusals of ours still answer 200 with `outcome: refused`, so the gateway does not retry them.',
    request: {
      headers: z.object({ 'stripe-signature': z.string().optional() }),
      body: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } },
    },
    responses: {
      200: ok(
        z.object({
          received: z.literal(true),
          outcome: z.enum([
            'completed',
            'already-completed',
            'access-pending',
            'failure-recorded',
            'ignored',
            'refused',
          ]),
        }),
      ),
      400: failure(reason('WEBHOOK_SIGNATURE_INVALID', PurchaseMessages.webhookSignatureInvalid)),
    },
  },
  learnerOnly({
    method: 'post',
    path: '/payments/simulated/confirm',
    tags: ['Payments'],
    summary: "The simulated gateway's card form (embedded profile; 404 with Stripe)",
    description:
      '4242 4242 4242 4242 succeeds and completes the purchase; 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds (402). Only the intent’s owner may confirm it.',
    request: { body: json(simulatedConfirmBody) },
    responses: {
      200: ok(commandResult(z.object(simulatedConfirmationSchema.shape)), PurchaseMessages.purchased),
      202: ok(
        commandResult(z.object(simulatedConfirmationSchema.shape)),
        `${ACCESS_PENDING_NOTE} (purchase null, accessPending true)`,
      ),
      400: failure(
        reason('CARD_NUMBER_INVALID', PurchaseMessages.cardNumberInvalid),
        reason('CARD_EXPIRY_INVALID', PurchaseMessages.cardExpiryInvalid),
        reason('CARD_CVC_INVALID', PurchaseMessages.cardCvcInvalid),
        VALIDATION_FAILED,
      ),
      402: failure(
        reason('CARD_DECLINED', PurchaseMessages.cardDeclined),
        reason('INSUFFICIENT_FUNDS', PurchaseMessages.insufficientFunds),
      ),
      403: failure(reason('PAYMENT_NOT_YOURS', PurchaseMessages.paymentNotYours)),
      404: failure(
        reason('PAYMENT_NOT_FOUND', PurchaseMessages.paymentNotFound),
        reason('ROUTE_NOT_FOUND', 'with the Stripe gateway'),
      ),
      409: CONCURRENT_CHANGE,
    },
  }),
];
