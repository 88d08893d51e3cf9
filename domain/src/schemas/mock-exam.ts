import { z } from 'zod';

const answer = z.object({
  selectedOptionIds: z.array(z.string()),
  guessed: z.boolean(),
  flagged: z.boolean(),
  answeredAt: z.string(),
});

/** GET /mock-exams/{id} (issue 17): running without judgement; ended with the answers and the grade. */
export const mockExamViewSchema = z.object({
  examId: z.string(),
  status: z.enum(['running', 'ended']),
  questionSetIds: z.array(z.string()),
  startedAt: z.string(),
  deadline: z.string(),
  durationMinutes: z.number().int(),
  passRule: z.object({ overall: z.number(), categoryMinimum: z.number() }),
  endedAt: z.string().nullable(),
  endedBy: z
    .enum(['learner', 'deadline'])
    .nullable()
    .describe('deadline: the time ran out (時間切れ); learner: submitted in time; null while running'),
  questions: z.array(
    z.object({
      id: z.string(),
      questionSetId: z.string(),
      category: z.string(),
      text: z.string(),
      questionType: z.enum(['single', 'multiple']),
      options: z.array(z.object({ id: z.string(), label: z.string(), text: z.string() })),
      answer: answer.nullable(),
      /** Ended only. */
      correctOptionIds: z.array(z.string()).optional(),
      explanation: z.string().optional(),
      isCorrect: z.boolean().optional(),
    }),
  ),
  result: z
    .object({
      correct: z.number().int(),
      total: z.number().int(),
      score: z.number(),
      passed: z.boolean(),
      byCategory: z.array(
        z.object({
          category: z.string(),
          correct: z.number().int(),
          total: z.number().int(),
          score: z.number(),
          passed: z.boolean(),
        }),
      ),
      failedRules: z.array(z.string()),
      timeSpentMs: z
        .number()
        .int()
        .describe('From the start to the end, in milliseconds (shown to the second)'),
    })
    .nullable(),
});
export type ExamView = z.infer<typeof mockExamViewSchema>;

const percent = z
  .number({ error: '合格基準は0〜100の整数（%）で指定してください' })
  .int({ error: '合格基準は0〜100の整数（%）で指定してください' })
  .min(0, { error: '合格基準は0〜100の整数（%）で指定してください' })
  .max(100, { error: '合格基準は0〜100の整数（%）で指定してください' });

/** PUT /question-sets/{id}/pass-rule: the set's mock-exam pass rule, in percent. */
export const passRuleBody = z.strictObject({ overall: percent, categoryMinimum: percent });
export type PassRuleBody = z.infer<typeof passRuleBody>;
