import { PurchaseMessages } from '@exam/domain';
import { accessCheckSchema, completedPurchaseSchema, purchaseRowSchema } from '@exam/domain/schemas';
import { CONCURRENT_CHANGE, failure, reason, VALIDATION_FAILED } from './route-helpers.js';
import { z } from './zod.js';

/** What the payment, purchase and redeem-code routes share (learner spec §7, admin spec §7). */

/** Issue 27: the charge succeeded, completing failed on our side; a job retries it and `purchase:success` follows. */
export const ACCESS_PENDING_NOTE = `Charged, access pending: ${PurchaseMessages.accessPending}`;

export const SET_NOT_FOUND = reason('QUESTION_SET_NOT_FOUND', PurchaseMessages.questionSetNotFound);
export const GATEWAY_UNAVAILABLE = failure(
  reason('PAYMENT_GATEWAY_UNAVAILABLE', PurchaseMessages.paymentServiceUnavailable),
);

export const PurchaseSchema = z
  .object(completedPurchaseSchema.shape)
  .openapi('Purchase', { description: 'A completed purchase' });

export const PurchaseRowSchema = z.object(purchaseRowSchema.shape).openapi('PurchaseRow');

export const AccessCheckSchema = z.object(accessCheckSchema.shape).openapi('AccessCheck');

export const completionFailures = {
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
