import { z } from 'zod';
import { RedeemCodeMessages } from '../redeem-code/messages.js';
import { numberLike } from './shared.js';

/** Learner spec §5: "Purchase requires a signed-in user and set info". */
const PURCHASE_SET_REQUIRED = '問題集IDが必要です';
const PAYMENT_INTENT_REQUIRED = 'paymentIntentId が必要です';
const AMOUNT_INVALID = '金額は0以上の数値で指定してください';

const requiredId = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));
/** The spec's client sends yen x 100; the server only checks it against the price (never charges it). */
const clientAmount = z
  .number({ error: AMOUNT_INVALID })
  .finite({ error: AMOUNT_INVALID })
  .min(0, { error: AMOUNT_INVALID })
  .optional();

/** POST /payments/create-intent (learner spec §7): the amount charged is computed on the server. */
export const createIntentBody = z.object({
  questionSetId: requiredId(PURCHASE_SET_REQUIRED),
  amount: clientAmount,
  currency: z.string().trim().toLowerCase().optional(),
});

/** POST /payments/complete-purchase. */
export const completePurchaseBody = z.object({
  questionSetId: requiredId(PURCHASE_SET_REQUIRED),
  paymentIntentId: requiredId(PAYMENT_INTENT_REQUIRED),
  amount: clientAmount,
});

/** POST /purchases/update-access: the spec's fall-back; names the payment or a recorded purchase. */
export const updateAccessBody = z.object({
  questionSetId: requiredId(PURCHASE_SET_REQUIRED),
  paymentIntentId: optionalId,
  purchaseId: optionalId,
});

/** POST /purchases/direct-purchase (DEBUG_PURCHASES only): price/paymentMethod/forcePaid are accepted and ignored. */
export const directPurchaseBody = z.object({
  questionSetId: requiredId(PURCHASE_SET_REQUIRED),
  price: z.unknown().optional(),
  paymentMethod: z.unknown().optional(),
  forcePaid: z.unknown().optional(),
});

/** POST /payments/simulated/confirm: the simulated gateway's card form. */
export const simulatedConfirmBody = z.object({
  paymentIntentId: requiredId(PAYMENT_INTENT_REQUIRED),
  cardNumber: z.string({ error: 'カード番号を入力してください' }),
  expiry: z.string({ error: '有効期限を入力してください' }),
  cvc: z.string({ error: 'セキュリティコードを入力してください' }),
});

/** POST /redeem-codes/redeem: the code is normalised (trim, upper case, at least 6) by the domain. */
export const redeemBody = z.object({
  code: z
    .string({ error: RedeemCodeMessages.codeRequired })
    .trim()
    .min(1, { error: RedeemCodeMessages.codeRequired }),
  questionSetId: optionalId,
});

/** POST /redeem-codes/generate: form values may be numeric strings; ranges are the domain's (validateGeneration). */
export const generateCodesBody = z.object({
  questionSetId: z.string({ error: RedeemCodeMessages.setRequired }).trim().default(''),
  validityDays: numberLike.optional(),
  quantity: numberLike.optional(),
});

/** PUT /redeem-codes/{id}/fix-question-set (admin spec §5: 请选择有效的题库). */
export const fixCodeSetBody = z.object({
  questionSetId: requiredId(RedeemCodeMessages.setInvalid),
});

/** POST /redeem-codes/batch-fix: code id -> set id. */
export const batchFixBody = z.object({
  codeToQuestionSetMap: z
    .record(z.string(), requiredId(RedeemCodeMessages.setInvalid), {
      error: RedeemCodeMessages.batchFixNeedsCodes,
    })
    .refine((map) => Object.keys(map).length > 0, { error: RedeemCodeMessages.batchFixNeedsCodes })
    .refine((map) => Object.keys(map).length <= 1000, { error: '一度に修復できるのは1000件までです' }),
});

export type CreateIntentBody = z.output<typeof createIntentBody>;
export type CreateIntentBodyInput = z.input<typeof createIntentBody>;
export type CompletePurchaseBody = z.output<typeof completePurchaseBody>;
export type CompletePurchaseBodyInput = z.input<typeof completePurchaseBody>;
export type UpdateAccessBody = z.output<typeof updateAccessBody>;
export type SimulatedConfirmBody = z.output<typeof simulatedConfirmBody>;
export type RedeemBody = z.output<typeof redeemBody>;
export type RedeemBodyInput = z.input<typeof redeemBody>;
export type GenerateCodesBody = z.output<typeof generateCodesBody>;
export type GenerateCodesBodyInput = z.input<typeof generateCodesBody>;
export type FixCodeSetBody = z.output<typeof fixCodeSetBody>;
export type BatchFixBody = z.output<typeof batchFixBody>;
