import { z } from 'zod';

/** An option as an administrator sees it: the letter (both names the spec's client reads) and whether it is correct. */
export const adminOptionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** A, B, C ... derived from the option's place. */
  label: z.string(),
  /** The same letter under the spec's field name. */
  optionIndex: z.string(),
  isCorrect: z.boolean(),
});

/**
 * A question as an administrator reads it (GET /questions?include=options, GET /question-sets/{id}): everything the
 * authoring screens edit, answers and explanation included. Learners and visitors never receive this shape.
 */
export const adminQuestionSchema = z.object({
  id: z.string(),
  questionSetId: z.string(),
  /** 1-based place in the set. */
  number: z.number().int(),
  /** 0-based place in the set. */
  orderIndex: z.number().int(),
  text: z.string(),
  questionType: z.enum(['single', 'multiple']),
  /** Sanitised HTML. */
  explanation: z.string(),
  options: z.array(adminOptionSchema),
  /** Learners see this question's options in the written order (true) or each in their own order (false). */
  keepOptionOrder: z.boolean(),
  locked: z.literal(false),
});

export type AdminOption = z.infer<typeof adminOptionSchema>;
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;
