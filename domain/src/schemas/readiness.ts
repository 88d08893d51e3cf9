import { z } from 'zod';

/** GET /learning-path/readiness (issue 41): per set the learner practises, the chance to pass its mock exam now. */
export const readinessSchema = z.object({
  sets: z.array(
    z.object({
      questionSetId: z.string(),
      setTitle: z.string(),
      /** 0..1: the share of simulated exams passed under the set's pass rule. */
      passProbability: z.number(),
      /** The pass probability at the 10th and 90th percentile of the learner's estimated ability. */
      low: z.number(),
      high: z.number(),
      /** Percent the learner is expected to score over the whole set. */
      expectedScore: z.number(),
      examSize: z.number().int(),
      passRule: z.object({ overall: z.number(), categoryMinimum: z.number() }),
      fields: z.array(
        z.object({
          field: z.string(),
          probability: z.number(),
          minimum: z.number(),
          expectedScore: z.number(),
        }),
      ),
      /** Fields whose expected score is under the pass mark, weakest first. */
      holdingBack: z.array(z.string()),
      basedOn: z.object({
        answers: z.number().int(),
        mockExams: z.number().int(),
        questions: z.number().int(),
        seen: z.number().int(),
      }),
      /** What to practise next: questions never answered, and cards of the learning path due today. */
      next: z.object({ unseen: z.number().int(), due: z.number().int() }),
    }),
  ),
});
export type ReadinessView = z.infer<typeof readinessSchema>;
