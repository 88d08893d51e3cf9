import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../errors/index.js';
import { interpolate } from '../i18n/interpolate.js';
import { catalogueJa } from '../i18n/ja/index.js';

/**
 * Payment texts (learner spec §8 "Payment" and "Profile"; Japanese where the quiz speaks Japanese, the
 * profile's Chinese success text 购买成功). Texts the spec does not quote are ours, in the same register.
 */
const texts = catalogueJa.server.purchase;
export const PurchaseMessages = {
  ...texts,
  paymentNotSucceeded: (status: string) => interpolate(texts.paymentNotSucceeded, { status }),
} as const;

export const questionSetNotFound = () =>
  new NotFoundError(PurchaseMessages.questionSetNotFound, 'QUESTION_SET_NOT_FOUND');
/** The set is free: 400 with data.isFree so the spec's modal shows "no purchase needed" and reloads. */
export const freeSetNeedsNoPurchase = () =>
  new ValidationError(PurchaseMessages.freeSet, 'FREE_SET', { data: { isFree: true } });
export const notForSale = () => new ValidationError(PurchaseMessages.notForSale, 'NOT_FOR_SALE');
export const alreadyPurchased = (details?: Record<string, unknown>) =>
  new ConflictError(PurchaseMessages.alreadyPurchased, 'ALREADY_PURCHASED', details);
export const paymentNotYours = () =>
  new ForbiddenError(PurchaseMessages.paymentNotYours, 'PAYMENT_NOT_YOURS');
export const paymentForAnotherSet = () =>
  new ValidationError(PurchaseMessages.paymentForAnotherSet, 'PAYMENT_SET_MISMATCH');
export const paymentNotSucceeded = (status: string) =>
  new ValidationError(PurchaseMessages.paymentNotSucceeded(status), 'PAYMENT_NOT_SUCCEEDED', {
    paymentStatus: status,
  });
export const currencyMismatch = () =>
  new ValidationError(PurchaseMessages.currencyMismatch, 'PAYMENT_CURRENCY_MISMATCH');
export const amountMismatch = () =>
  new ValidationError(PurchaseMessages.amountMismatch, 'PAYMENT_AMOUNT_MISMATCH');
export const amountInconsistent = () =>
  new ValidationError(PurchaseMessages.amountInconsistent, 'AMOUNT_INCONSISTENT');
export const paymentNotFound = () => new NotFoundError(PurchaseMessages.paymentNotFound, 'PAYMENT_NOT_FOUND');
/** A card the gateway refused: 402, as card networks and Stripe answer. */
export class PaymentDeclinedError extends DomainError {
  constructor(message: string, code: 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS') {
    super(message, 402, code);
  }
}
