import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../errors/index.js';

/**
 * Payment texts (learner spec §8 "Payment" and "Profile"; Japanese where the quiz speaks Japanese, the
 * profile's Chinese success text 购买成功). Texts the spec does not quote are ours, in the same register.
 */
export const PurchaseMessages = {
  purchased: '购买成功',
  /** The charge succeeded but access is still being granted (a retry job completes it; issue 27). */
  accessPending: 'お支払いを確認しました。アクセスを付与しています…',
  accessGranted: 'アクセスを付与しました',
  noPendingCompletion: 'アクセス付与待ちの支払いではありません',
  alreadyPurchased: '既に購入済みです',
  freeSet: 'この問題集は無料です。購入の必要はありません',
  notForSale: 'この問題集は購入できません（価格が設定されていません）',
  questionSetNotFound: '問題集を開けません。IDが存在しません',
  amountInconsistent: '金額が問題集の価格と一致しません',
  paymentNotSucceeded: (status: string) => `支払いが完了していません（状態: ${status}）`,
  paymentNotYours: 'この支払いは別のユーザーのものです',
  paymentForAnotherSet: 'この支払いは別の問題集のものです',
  currencyMismatch: '通貨が正しくありません（JPYのみ対応しています）',
  amountMismatch: '支払い金額が問題集の価格と一致しません',
  paymentNotFound: '支払い情報が見つかりません',
  purchaseNotFound: '購入記録が見つかりません',
  paymentReferenceRequired: 'paymentIntentId または purchaseId を指定してください',
  cardDeclined: 'カードが拒否されました',
  insufficientFunds: '残高不足です',
  cardNumberInvalid: 'カード番号が無効です',
  cardExpiryInvalid: 'カードの有効期限が無効です',
  cardCvcInvalid: 'セキュリティコードが無効です',
  paymentAlreadySucceeded: 'この支払いは既に完了しています',
  webhookSignatureInvalid: 'Webhook の署名を検証できません',
  paymentServiceUnavailable: '決済サービスに接続できませんでした',
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
