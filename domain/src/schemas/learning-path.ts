import { z } from 'zod';

/** GET /learning-path (issue 17): the learner's spaced-repetition queue. */
export const learningPathSchema = z.object({
  due: z.array(
    z.object({
      questionId: z.string(),
      questionSetId: z.string(),
      setTitle: z.string(),
      questionNumber: z.number().int(),
      due: z.string(),
      state: z.enum(['new', 'learning', 'review', 'relearning']),
      /** The set's access ended: the card stays, and opens again with access. */
      locked: z.boolean(),
    }),
  ),
  counts: z.object({
    due: z.number().int(),
    learning: z.number().int(),
    review: z.number().int(),
    new: z.number().int(),
  }),
  /** Cards due per day for 14 days from today (UTC); the first day holds the overdue ones. */
  forecast: z.array(z.object({ date: z.string(), due: z.number().int() })),
});
export type LearningPath = z.infer<typeof learningPathSchema>;

/** GET /user-progress/coverage: per set, the questions the learner ever answered (resets do not undo it). */
export const coverageSchema = z.array(
  z.object({
    questionSetId: z.string(),
    answered: z.number().int(),
    total: z.number().int(),
    /** answered / total, 0..1 */
    coverage: z.number(),
  }),
);
export type Coverage = z.infer<typeof coverageSchema>;
