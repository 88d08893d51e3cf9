import {
  adminQuestionSchema,
  homeContentSchema,
  lockedQuestionSchema,
  openQuestionSchema,
  questionSetSchema,
  setAccessSchema,
} from '@exam/domain/schemas';
import { z } from './zod.js';

/**
 * Response shapes of the query side. Those the web reads too come from `@exam/domain/schemas`, rebuilt over their
 * shape here: the domain's instances may be made before `.openapi()` is added to zod (import order).
 */

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

export const SetAccessSchema = z.object(setAccessSchema.shape);

export const QuestionSetSchema = z.object(questionSetSchema.shape).openapi('QuestionSet');

export const PublicQuestionSchema = z
  .object(openQuestionSchema.shape)
  .openapi('PublicQuestion', { description: 'Correct flags and explanations never leave through queries.' });

export const LockedQuestionSchema = z.object(lockedQuestionSchema.shape).openapi('LockedQuestion', {
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
  questionsTotal: z
    .number()
    .int()
    .optional()
    .openapi({ description: 'With `window`: every question of the set' }),
  nextCursor: z
    .string()
    .nullable()
    .optional()
    .openapi({ description: 'With `window`: where GET /questions continues (`cursor`); null at the end' }),
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
    message: z
      .string()
      .optional()
      .openapi({ description: 'The spec text of the outcome; absent when it has none' }),
    position: z.number().int().openapi({ description: 'Pass back as X-Min-Position to read your write' }),
  });
