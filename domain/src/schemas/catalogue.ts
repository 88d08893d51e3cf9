import { z } from 'zod';
import type { AccessType } from '../access/access-for-set.js';

/**
 * What the query side serves of the catalogue: one contract for the OpenAPI document, the projection that
 * stores the listing and the web that reads it.
 */

const ACCESS_TYPES = [
  'free',
  'trial',
  'paid',
  'redeemed',
  'expired',
] as const satisfies readonly AccessType[];

/** The caller's access to a set (accessForSet), added per request by the query side with the trial limit. */
export const setAccessSchema = z.object({
  hasAccess: z.boolean(),
  accessType: z.enum(ACCESS_TYPES),
  remainingDays: z.number().int().nullable().describe('null: unlimited'),
  expiresAt: z.string().nullable().describe('End of the grant; null without one'),
  trialLimit: z.number().int().describe('Questions reachable without access'),
});

/** One card of the set listings (home, search page, featured carousel), as the catalogue projection keeps it. */
export const questionSetListingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  icon: z.string(),
  cardImage: z.string().nullable(),
  isPaid: z.boolean(),
  price: z.number().describe('Yen, tax included'),
  trialQuestions: z.number().int(),
  validityPeriod: z.number().int().describe('Days of access per purchase'),
  isFeatured: z.boolean(),
  featuredCategory: z.string().nullable(),
  questionCount: z.number().int(),
  keepOptionOrder: z
    .boolean()
    .optional()
    .describe(
      'Learners see the options in the written order (true) or each in their own order (false, absent)',
    ),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const questionSetSchema = questionSetListingSchema.extend(setAccessSchema.shape);

/** A question the caller may answer: options without correct flags (those come with the answer). */
export const openQuestionSchema = z.object({
  id: z.uuid(),
  number: z.number().int().describe("1-based place in the set (the answer sheet's number)"),
  text: z.string(),
  questionType: z.enum(['single', 'multiple']),
  orderIndex: z.number().int(),
  options: z
    .array(z.object({ id: z.string(), text: z.string(), label: z.string() }))
    .optional()
    .describe('Absent from GET /questions unless `include=options`'),
  locked: z.literal(false),
});

/** A question beyond the trial of a paid set: only its place is known, so the answer sheet can draw a lock. */
export const lockedQuestionSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  orderIndex: z.number().int(),
  locked: z.literal(true),
});

export type QuestionSetListing = z.infer<typeof questionSetListingSchema>;
export type QuestionSet = z.infer<typeof questionSetSchema>;
export type OpenQuestion = z.infer<typeof openQuestionSchema>;
/** An open question as a set's detail serves it: always with its options (GET /questions may leave them out). */
export type OpenQuestionWithOptions = Omit<OpenQuestion, 'options'> & {
  options: NonNullable<OpenQuestion['options']>;
};
export type LockedQuestion = z.infer<typeof lockedQuestionSchema>;
