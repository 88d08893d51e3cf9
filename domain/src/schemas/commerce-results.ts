import { z } from 'zod';
import { setAccessSchema } from './catalogue.js';

/**
 * What the query side answers about purchases, access and redeem codes (docs/contracts.md "Commerce"): one
 * contract for the presenters, the OpenAPI document and the web.
 */

const setDeleted = z
  .boolean()
  .describe('The set was deleted; the row stays on record (shown as 削除済みの問題集)');

/** A set as rows show it; null when the set is gone. */
const setSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    icon: z.string(),
  })
  .nullable()
  .describe('null when the set is gone');

const userRefSchema = z
  .object({ id: z.string(), username: z.string() })
  .nullable()
  .describe('The operator token and deleted users show their id as the name');

/** A completed purchase (card, simulated card or direct), as the commands that complete one answer it. */
export const completedPurchaseSchema = z.object({
  id: z.string(),
  purchaseId: z.string(),
  userId: z.string(),
  questionSetId: z.string(),
  paymentIntentId: z.string().nullable(),
  transactionId: z.string().nullable(),
  amount: z.number().describe('yen'),
  currency: z.literal('jpy'),
  paymentMethod: z.enum(['card', 'direct']),
  purchaseDate: z.string(),
  expiryDate: z.string(),
  status: z.enum(['active', 'expired']),
  hasAccess: z.boolean(),
  remainingDays: z.number().int(),
});

/** POST /payments/create-intent: the charge is the set's price in yen, computed on the server. */
export const createdIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number().int().describe('yen, computed on the server from the set price'),
  currency: z.literal('jpy'),
  provider: z.enum(['simulated', 'stripe']),
});

/** POST /payments/simulated/confirm: the simulated gateway's answer, with the purchase it completed. */
export const simulatedConfirmationSchema = z.object({
  paymentIntentId: z.string(),
  status: z.string(),
  amount: z.number().int(),
  /** null while access is pending (answered 202): a job completes the purchase, `purchase:success` follows. */
  purchase: completedPurchaseSchema.nullable(),
  accessPending: z.boolean(),
});

/** POST /payments/complete-purchase answered 202: charged, access being granted (issue 27). */
export const accessPendingSchema = z.object({
  paymentIntentId: z.string(),
  accessPending: z.literal(true),
});
export type AccessPending = z.infer<typeof accessPendingSchema>;

/** GET /admin/purchases/pending: charged intents whose access is still being granted (issue 27). */
export const pendingCompletionSchema = z.object({
  paymentIntentId: z.string(),
  userId: z.string(),
  username: z.string(),
  questionSetId: z.string(),
  setTitle: z.string(),
  amount: z.number(),
  firstFailedAt: z.string(),
  lastFailedAt: z.string(),
  failures: z.number().int(),
  lastReason: z.string(),
});
export const pendingCompletionsSchema = z.object({ list: z.array(pendingCompletionSchema) });
export type PendingCompletion = z.infer<typeof pendingCompletionSchema>;
export type PendingCompletions = z.infer<typeof pendingCompletionsSchema>;

/** POST /redeem-codes/redeem: the access the code granted. */
export const redeemResultSchema = z.object({
  purchase: z.object({
    id: z.string().describe("the code's id"),
    userId: z.string(),
    questionSetId: z.string(),
    purchaseDate: z.string(),
    expiryDate: z.string(),
    paymentMethod: z.literal('redeem'),
    status: z.literal('active'),
    amount: z.literal(0),
    hasAccess: z.boolean(),
    remainingDays: z.number().int(),
  }),
  questionSet: z.object({ id: z.string(), title: z.string() }),
  code: z.string(),
  validityDays: z.number().int(),
});

/** POST /redeem-codes/generate, one new code. */
export const generatedCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  questionSetId: z.string(),
  validityDays: z.number().int(),
  createdAt: z.string(),
});

/** GET /purchases/user, one row of the profile's purchases tab. */
export const purchaseRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  questionSetId: z.string(),
  purchaseDate: z.string(),
  expiryDate: z.string(),
  status: z.enum(['active', 'expired']).describe('Of this row'),
  amount: z.number(),
  price: z.number().describe('Same as amount (the spec client reads either)'),
  currency: z.literal('jpy'),
  transactionId: z.string().nullable(),
  paymentMethod: z.enum(['card', 'direct', 'redeem']),
  source: z.enum(['purchase', 'redeem']),
  hasAccess: z.boolean().describe('To the set, now (a later grant may extend an expired row)'),
  remainingDays: z.number().int().describe('Of this row'),
  questionSetDeleted: setDeleted,
  questionSet: setSummarySchema,
  purchaseQuestionSet: setSummarySchema,
});

/** GET /purchases/check/{setId}: the caller's access to one set. */
export const accessCheckSchema = z.object({
  questionSetId: z.string(),
  hasAccess: z.boolean(),
  isPaid: z.boolean(),
  remainingDays: setAccessSchema.shape.remainingDays,
  accessType: setAccessSchema.shape.accessType,
  expiryDate: z.string().nullable(),
  paymentMethod: z.enum(['card', 'redeem']).nullable(),
  price: z.number(),
  trialQuestions: z.number().int().describe('The trial limit the server enforces'),
});

/** GET /redeem-codes (administrators), one row of the list. */
export const redeemCodeRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  questionSetId: z.string(),
  questionSet: setSummarySchema,
  questionSetDeleted: setDeleted,
  validityDays: z.number().int(),
  isUsed: z.boolean(),
  status: z
    .enum(['used', 'unused', 'deleted'])
    .describe('deleted: removed by an administrator (削除済み), kept on record'),
  deletedAt: z.string().nullable(),
  usedAt: z.string().nullable(),
  usedBy: z.string().nullable(),
  redeemUser: userRefSchema,
  expiryDate: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  redeemCreator: userRefSchema,
});

/** GET /redeem-codes/user, one of the learner's redemptions. */
export const redeemedCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  questionSetId: z.string(),
  usedAt: z.string().nullable(),
  expiryDate: z.string().nullable(),
  validityDays: z.number().int(),
  questionSetDeleted: setDeleted,
  redeemQuestionSet: z.object({ id: z.string(), title: z.string(), description: z.string() }).nullable(),
});

export type CompletedPurchase = z.infer<typeof completedPurchaseSchema>;
export type CreatedIntent = z.infer<typeof createdIntentSchema>;
export type SimulatedConfirmation = z.infer<typeof simulatedConfirmationSchema>;
export type RedeemResult = z.infer<typeof redeemResultSchema>;
export type GeneratedCode = z.infer<typeof generatedCodeSchema>;
export type PurchaseRow = z.infer<typeof purchaseRowSchema>;
export type AccessCheck = z.infer<typeof accessCheckSchema>;
export type RedeemCodeRow = z.infer<typeof redeemCodeRowSchema>;
export type RedeemedCode = z.infer<typeof redeemedCodeSchema>;
