import { z } from 'zod';

/** What an audit timeline entry records (issue 15): a code's, a payment's and a user's events share one shape. */
export const TIMELINE_ENTRY_TYPES = [
  // redeem codes
  'generated',
  'reassociated',
  'redeemed',
  'deleted',
  // payments
  'intentCreated',
  'paymentFailed',
  'webhookRefused',
  /** Charged, but completing failed (issue 27): a job retries it until `paid` follows. */
  'completionFailed',
  'paid',
  // users
  'registered',
  'profileSynced',
  'profileUpdated',
  'roleChanged',
  'signedIn',
  'signedOut',
  'userDeleted',
  // an access's end, derived from the grant (no log position)
  'expired',
  'expires',
] as const;

export const timelineEntrySchema = z.object({
  type: z.enum(TIMELINE_ENTRY_TYPES),
  at: z.string(),
  /** Global log position; null for a derived entry (an access's end). */
  position: z.number().nullable(),
  /** Who acted: a user (their current name, or the id when gone), `operator` for the operator token, or nobody. */
  actor: z.object({ id: z.string(), username: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const redeemCodeAuditSchema = z.object({ code: z.string(), timeline: z.array(timelineEntrySchema) });
export type RedeemCodeAudit = z.infer<typeof redeemCodeAuditSchema>;

export const purchaseAuditSchema = z.object({
  paymentIntentId: z.string(),
  purchaseId: z.string().nullable(),
  status: z.enum(['pending', 'failed', 'paid']),
  timeline: z.array(timelineEntrySchema),
});
export type PurchaseAudit = z.infer<typeof purchaseAuditSchema>;

/** A grant as administrators list it: a payment or a redeemed code, with its own remaining days. */
export const auditPurchaseRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  questionSetId: z.string(),
  purchaseDate: z.string(),
  expiryDate: z.string(),
  status: z.enum(['active', 'expired']),
  amount: z.number(),
  currency: z.literal('jpy'),
  /** The payment intent (purchases) or null (redeemed codes). */
  transactionId: z.string().nullable(),
  paymentMethod: z.enum(['card', 'direct', 'redeem']),
  source: z.enum(['purchase', 'redeem']),
  remainingDays: z.number().int(),
  questionSetDeleted: z.boolean(),
});

export const purchaseSearchResultSchema = z.object({
  purchases: z.array(
    auditPurchaseRowSchema.extend({ username: z.string(), setTitle: z.string().nullable() }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Yen over every row that matched (all pages). */
  revenue: z.number(),
});
export type PurchaseSearchResult = z.infer<typeof purchaseSearchResultSchema>;

export const userHistorySchema = z.object({
  user: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
    createdAt: z.string(),
    lastLogin: z.string().nullable(),
    deleted: z.boolean(),
  }),
  purchases: z.array(
    auditPurchaseRowSchema.extend({ hasAccess: z.boolean(), setTitle: z.string().nullable() }),
  ),
  /** The learner's access per paid set now; remainingDays null = no end. */
  access: z.array(
    z.object({
      questionSetId: z.string(),
      title: z.string().nullable(),
      source: z.enum(['purchase', 'redeem']),
      expiresAt: z.string().nullable(),
      remainingDays: z.number().int().nullable(),
      active: z.boolean(),
    }),
  ),
  progress: z.array(
    z.object({
      questionSetId: z.string(),
      title: z.string(),
      completedQuestions: z.number().int(),
      totalQuestions: z.number().int(),
      correctAnswers: z.number().int(),
      accuracy: z.number(),
      lastAccessed: z.string(),
    }),
  ),
  timeline: z.array(timelineEntrySchema),
});
export type UserHistory = z.infer<typeof userHistorySchema>;
