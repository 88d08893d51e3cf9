import { adminQuestionSchema, homeContentSchema } from '@exam/domain/schemas';
import { z } from './zod.js';

/** Response shapes of the query side, documented next to the presenters that produce them. */

export const ErrorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    message: z.string().openapi({ example: '問題集が見つかりません' }),
    code: z.string().openapi({ example: 'QUESTION_SET_NOT_FOUND' }),
    field: z.string().optional().openapi({ description: 'The invalid field, when one is to blame' }),
    data: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: 'Facts of some refusals (FREE_SET: isFree; ALREADY_PURCHASED: expiryDate)' }),
  })
  .openapi('ErrorEnvelope');

export const successEnvelope = <Data extends z.ZodType>(data: Data) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const SetAccessSchema = z.object({
  hasAccess: z.boolean(),
  accessType: z.enum(['free', 'trial', 'paid', 'redeemed', 'expired']),
  remainingDays: z.number().int().nullable().openapi({ description: 'null: unlimited' }),
  expiresAt: z.string().nullable().openapi({ description: 'End of the grant; null without one' }),
  trialLimit: z.number().int().openapi({ description: 'Questions reachable without access' }),
});

export const QuestionSetSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    icon: z.string(),
    cardImage: z.string().nullable(),
    isPaid: z.boolean(),
    price: z.number().openapi({ description: 'Yen, tax included' }),
    trialQuestions: z.number().int(),
    validityPeriod: z.number().int().openapi({ description: 'Days of access per purchase' }),
    isFeatured: z.boolean(),
    featuredCategory: z.string().nullable(),
    questionCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .extend(SetAccessSchema.shape)
  .openapi('QuestionSet');

export const PublicQuestionSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int().openapi({ description: "1-based place in the set (the answer sheet's number)" }),
    text: z.string(),
    questionType: z.enum(['single', 'multiple']),
    orderIndex: z.number().int(),
    options: z
      .array(z.object({ id: z.string(), text: z.string(), label: z.string().openapi({ example: 'A' }) }))
      .optional()
      .openapi({ description: 'Absent from GET /questions unless `include=options`' }),
    locked: z.literal(false),
  })
  .openapi('PublicQuestion', { description: 'Correct flags and explanations never leave through queries.' });

export const LockedQuestionSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    orderIndex: z.number().int(),
    locked: z.literal(true),
  })
  .openapi('LockedQuestion', {
    description: "Outside the caller's trial: enough to draw a lock, no content.",
  });

export const GatedQuestionSchema = z.union([PublicQuestionSchema, LockedQuestionSchema]);

/** What an administrator reads instead (answers and explanation included): the domain's own schema. */
// Rebuilt over its shape: the domain's instance may be made before `.openapi()` is added to zod (import order).
export const AdminQuestionSchema = z.object(adminQuestionSchema.shape).openapi('AdminQuestion', {
  description: 'Administrators only: every question of the set in full.',
});

export const QuestionSetDetailSchema = QuestionSetSchema.extend({
  questions: z.array(z.union([GatedQuestionSchema, AdminQuestionSchema])),
}).openapi('QuestionSetDetail');

export const HomeContentSchema = z.object(homeContentSchema.shape).openapi('HomeContent', {
  description:
    'The home content in both of the spec’s forms; footerText and announcement texts are sanitised HTML',
});

export const HealthSchema = z
  .object({
    success: z.literal(true),
    status: z.literal('ok'),
    position: z.number().int().openapi({ description: 'Last global position the read models include' }),
    eventStoreHead: z.number().int().optional(),
  })
  .openapi('Health');

export const QuestionCountSchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
  data: z.object({ count: z.number().int() }),
});

export const BatchCountRequestSchema = z.object({ questionSetIds: z.array(z.string()).min(1) });
export const BatchCountResponseSchema = successEnvelope(z.record(z.string(), z.number().int()));

export const commandResult = <Data extends z.ZodType>(data: Data) =>
  z.object({
    success: z.literal(true),
    data,
    message: z.string(),
    position: z.number().int().openapi({ description: 'Pass back as X-Min-Position to read your write' }),
  });
