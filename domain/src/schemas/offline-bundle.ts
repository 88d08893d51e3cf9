import { z } from 'zod';

/**
 * GET /practice/{setId}/offline-bundle (issue 26): everything needed to practise a set with no connection,
 * correct answers and explanations included, so it is served only to a learner whose access covers the whole
 * set (free, purchased or redeemed; never a trial) and only until that access ends (`expiresAt`).
 */
export const OfflineBundleMessages = {
  forbidden: 'オフライン用のデータは、問題集のすべての問題を利用できる場合のみダウンロードできます',
} as const;

export const offlineBundleQuestionSchema = z.object({
  id: z.string(),
  number: z.number().int().describe("1-based place in the set (the answer sheet's number)"),
  orderIndex: z.number().int(),
  text: z.string(),
  questionType: z.enum(['single', 'multiple']),
  options: z.array(z.object({ id: z.string(), text: z.string(), label: z.string(), isCorrect: z.boolean() })),
  explanation: z.string().describe('HTML, as the answer reveals it'),
});

export const offlineBundleSchema = z.object({
  questionSet: z.object({
    id: z.string(),
    title: z.string(),
    category: z.string(),
    questionCount: z.number().int(),
    updatedAt: z.string().describe('The set as of this bundle: a newer one means the bundle is stale'),
  }),
  accessType: z.enum(['free', 'paid', 'redeemed']),
  expiresAt: z
    .string()
    .nullable()
    .describe('The end of the access: the bundle must be dropped then; null for no end (a free set)'),
  generatedAt: z.string(),
  questions: z.array(offlineBundleQuestionSchema),
});

export type OfflineBundle = z.infer<typeof offlineBundleSchema>;
export type OfflineBundleQuestion = z.infer<typeof offlineBundleQuestionSchema>;
