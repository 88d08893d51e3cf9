import type { RouteConfig } from '@asteasolutions/zod-to-openapi';
import { PurchaseMessages, RedeemCodeMessages } from '@exam/domain';
import {
  accessCheckSchema,
  accessPendingSchema,
  batchFixBody,
  completedPurchaseSchema,
  completePurchaseBody,
  createdIntentSchema,
  createIntentBody,
  directPurchaseBody,
  fixCodeSetBody,
  generateCodesBody,
  generatedCodeSchema,
  pendingCompletionsSchema,
  purchaseRowSchema,
  redeemBody,
  redeemCodeRowSchema,
  redeemedCodeSchema,
  redeemResultSchema,
  simulatedConfirmationSchema,
  simulatedConfirmBody,
  updateAccessBody,
} from '@exam/domain/schemas';
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
import { commandResult, ErrorEnvelopeSchema, successEnvelope } from './schemas.js';
import { z } from './zod.js';

/** Payments, purchases and redeem codes (learner spec §7, admin spec §7; docs/contracts.md "Commerce"). */

/** Issue 27: the charge succeeded, completing failed on our side; a job retries it and `purchase:success` follows. */
const ACCESS_PENDING_NOTE = `Charged, access pending: ${PurchaseMessages.accessPending}`;

const SET_NOT_FOUND = reason('QUESTION_SET_NOT_FOUND', PurchaseMessages.questionSetNotFound);
const GATEWAY_UNAVAILABLE = failure(
  reason('PAYMENT_GATEWAY_UNAVAILABLE', PurchaseMessages.paymentServiceUnavailable),
);
const codeIdParams = z.object({ id: z.string().openapi({ description: "the code's id (uuid)" }) });

export const PurchaseSchema = z
  .object(completedPurchaseSchema.shape)
  .openapi('Purchase', { description: 'A completed purchase' });

export const PurchaseRowSchema = z.object(purchaseRowSchema.shape).openapi('PurchaseRow');

export const AccessCheckSchema = z.object(accessCheckSchema.shape).openapi('AccessCheck');

const CreatedIntentSchema = z.object(createdIntentSchema.shape);

const GeneratedCodeSchema = z.object(generatedCodeSchema.shape).openapi('GeneratedRedeemCode');

export const RedeemCodeRowSchema = z.object(redeemCodeRowSchema.shape).openapi('RedeemCode');

const RedeemedCodeSchema = z.object(redeemedCodeSchema.shape).openapi('RedeemedCode');

const completionFailures = {
  400: failure(
    reason('PAYMENT_NOT_SUCCEEDED', '支払いが完了していません（状態: …）'),
    reason('PAYMENT_SET_MISMATCH', PurchaseMessages.paymentForAnotherSet),
    reason('PAYMENT_AMOUNT_MISMATCH', PurchaseMessages.amountMismatch),
    reason('PAYMENT_CURRENCY_MISMATCH', PurchaseMessages.currencyMismatch),
    reason('AMOUNT_INCONSISTENT', PurchaseMessages.amountInconsistent),
    VALIDATION_FAILED,
  ),
  403: failure(reason('PAYMENT_NOT_YOURS', PurchaseMessages.paymentNotYours)),
  404: failure(reason('PAYMENT_NOT_FOUND', PurchaseMessages.paymentNotFound), SET_NOT_FOUND),
  409: CONCURRENT_CHANGE,
  502: GATEWAY_UNAVAILABLE,
};

const paymentRoutes: RouteConfig[] = [
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

const purchaseRoutes: RouteConfig[] = [
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

const rateLimited = {
  description: `${reason('RATE_LIMITED', '请求被限制，请稍后再试')} (10 a minute per learner, 30 per address)`,
  headers: { 'Retry-After': { description: 'seconds', schema: { type: 'integer' as const } } },
  content: { 'application/json': { schema: ErrorEnvelopeSchema } },
};

const redeemCodeRoutes: RouteConfig[] = [
  learnerOnly({
    method: 'post',
    path: '/redeem-codes/redeem',
    tags: ['Redeem codes'],
    summary: 'Redeem a code (trimmed, upper-cased, blanks and hyphens dropped) for its set',
    request: { body: json(redeemBody) },
    responses: {
      200: ok(commandResult(z.object(redeemResultSchema.shape)), RedeemCodeMessages.redeemed),
      400: failure(
        reason('VALIDATION_FAILED', RedeemCodeMessages.codeRequired),
        reason('REDEEM_CODE_TOO_SHORT', RedeemCodeMessages.codeTooShort),
        reason('REDEEM_CODE_TOO_LONG', RedeemCodeMessages.codeTooLong),
        reason('REDEEM_CODE_OTHER_SET', `${RedeemCodeMessages.codeForAnotherSet} (the code stays unused)`),
      ),
      404: failure(
        reason('REDEEM_CODE_NOT_FOUND', RedeemCodeMessages.codeNotFound),
        reason('REDEEM_CODE_INVALID', `${RedeemCodeMessages.codeInvalid} (deleted)`),
        reason('REDEEM_CODE_SET_MISSING', RedeemCodeMessages.codeSetMissing),
      ),
      409: failure(
        reason('REDEEM_CODE_USED', RedeemCodeMessages.codeUsed),
        reason('REDEEM_CODE_CHANGED', RedeemCodeMessages.retry),
      ),
      429: rateLimited,
    },
  }),
  learnerOnly({
    method: 'get',
    path: '/redeem-codes/user',
    tags: ['Redeem codes'],
    summary: 'The codes the caller redeemed, newest first',
    responses: { 200: ok(successEnvelope(z.array(RedeemedCodeSchema))) },
  }),
  adminOnly({
    method: 'post',
    path: '/redeem-codes/generate',
    tags: ['Admin: redeem codes'],
    summary: 'Generate codes for a paid set (validity 1-3650 days, default 180; quantity 1-100, default 1)',
    request: { body: json(generateCodesBody) },
    responses: {
      201: ok(commandResult(z.array(GeneratedCodeSchema)), '成功生成N个兑换码'),
      400: failure(
        reason('REDEEM_SET_REQUIRED', RedeemCodeMessages.setRequired),
        reason('REDEEM_SET_INVALID', RedeemCodeMessages.setInvalid),
        reason('REDEEM_SET_NOT_PAID', RedeemCodeMessages.setNotPaid),
        reason(
          'REDEEM_VALIDITY_INVALID',
          `${RedeemCodeMessages.validityTooSmall} / ${RedeemCodeMessages.validityTooLarge}`,
        ),
        reason('REDEEM_QUANTITY_INVALID', RedeemCodeMessages.quantityInvalid),
        VALIDATION_FAILED,
      ),
    },
  }),
  adminOnly({
    method: 'get',
    path: '/redeem-codes',
    tags: ['Admin: redeem codes'],
    summary: 'Codes, newest first, filtered by status and set',
    request: {
      query: z.object({
        status: z
          .enum(['used', 'unused', 'live', 'deleted', 'all'])
          .optional()
          .openapi({ description: '`all` (default) includes deleted codes; `live` is used and unused' }),
        questionSetId: z.string().optional().openapi({ description: '`all` or absent: every set' }),
        page: z.string().optional().openapi({ description: 'default 1' }),
        pageSize: z
          .string()
          .optional()
          .openapi({ description: 'default 50, 1-500, refused above (alias `limit`)' }),
      }),
    },
    responses: {
      200: ok(
        successEnvelope(
          z.object({
            list: z.array(RedeemCodeRowSchema),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        ),
      ),
      400: failure(VALIDATION_FAILED),
    },
  }),
  adminOnly({
    method: 'put',
    path: '/redeem-codes/{id}/fix-question-set',
    tags: ['Admin: redeem codes'],
    summary: 'Move an unused code to another paid set',
    request: { params: codeIdParams, body: json(fixCodeSetBody) },
    responses: {
      200: ok(
        commandResult(z.object({ id: z.string(), code: z.string(), questionSetId: z.string() })),
        RedeemCodeMessages.fixed,
      ),
      400: failure(
        reason('REDEEM_SET_INVALID', RedeemCodeMessages.setInvalid),
        reason('REDEEM_SET_NOT_PAID', RedeemCodeMessages.setNotPaid),
      ),
      404: failure(reason('REDEEM_CODE_NOT_FOUND', RedeemCodeMessages.codeNotFound)),
      409: failure(
        reason('REDEEM_CODE_USED', RedeemCodeMessages.onlyUnusedCanChange),
        reason('REDEEM_CODE_CHANGED', RedeemCodeMessages.retry),
      ),
    },
  }),
  adminOnly({
    method: 'get',
    path: '/redeem-codes/debug',
    tags: ['Admin: redeem codes'],
    summary: 'Problem check: unused codes whose set is gone or no longer paid',
    responses: {
      200: ok(
        successEnvelope(
          z.object({
            totalRedeemCodes: z.number().int(),
            totalQuestionSets: z.number().int(),
            issues: z.array(
              z.object({
                code: z.string(),
                codeId: z.string(),
                questionSetId: z.string(),
                issue: z.string(),
              }),
            ),
          }),
        ),
      ),
    },
  }),
  adminOnly({
    method: 'post',
    path: '/redeem-codes/batch-fix',
    tags: ['Admin: redeem codes'],
    summary: 'Move many unused codes (code id -> set id); each on its own, the answer lists both outcomes',
    request: { body: json(batchFixBody) },
    responses: {
      200: ok(
        successEnvelope(
          z.object({
            fixed: z.array(z.object({ codeId: z.string(), questionSetId: z.string() })),
            failed: z.array(
              z.object({
                codeId: z.string(),
                questionSetId: z.string(),
                message: z.string(),
                code: z.string(),
              }),
            ),
            fixedCount: z.number().int(),
            failedCount: z.number().int(),
          }),
        ).extend({ position: z.number().int() }),
        '成功修复N个兑换码',
      ),
      400: failure(reason('VALIDATION_FAILED', RedeemCodeMessages.batchFixNeedsCodes)),
    },
  }),
  adminOnly({
    method: 'delete',
    path: '/redeem-codes/{id}',
    tags: ['Admin: redeem codes'],
    summary: 'Delete an unused code',
    request: { params: codeIdParams },
    responses: {
      200: ok(commandResult(z.object({ id: z.string(), code: z.string() })), RedeemCodeMessages.deleted),
      404: failure(reason('REDEEM_CODE_NOT_FOUND', RedeemCodeMessages.codeNotFound)),
      409: failure(
        reason('REDEEM_CODE_USED', RedeemCodeMessages.onlyUnusedCanChange),
        reason('REDEEM_CODE_CHANGED', RedeemCodeMessages.retry),
      ),
    },
  }),
];

export const commerceRoutes: RouteConfig[] = [...paymentRoutes, ...purchaseRoutes, ...redeemCodeRoutes];
