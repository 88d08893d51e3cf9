import { z } from 'zod';
import { Bounds } from '../rules/bounds.js';
import { boundedNumber } from './shared.js';

/** GET /learning-path (issue 17): the learner's spaced-repetition queue. */
const queuedCardSchema = z.object({
  questionId: z.string(),
  questionSetId: z.string(),
  setTitle: z.string(),
  questionNumber: z.number().int(),
  due: z.string(),
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  /** The set's access ended: the card stays, and opens again with access. */
  locked: z.boolean(),
});

export const learningPathSchema = z.object({
  /** Due now (issue 40: not "some time today"), oldest first. */
  due: z.array(queuedCardSchema),
  /** Due later in the learner's today, with their times (「あと 10 分」), soonest first. */
  laterToday: z.array(queuedCardSchema),
  counts: z.object({
    due: z.number().int().describe('Cards due now'),
    laterToday: z.number().int().describe('Cards due later in the learner’s today'),
    learning: z.number().int(),
    review: z.number().int(),
    new: z.number().int(),
  }),
  nextReviewAt: z.string().nullable().describe('When the next card not due now falls due; null without one'),
  timeZone: z
    .string()
    .describe("The IANA zone the days are counted in (`tz`, else the profile's saved zone, else Asia/Tokyo)"),
  today: z.string().describe('The learner’s date, YYYY-MM-DD'),
  /** Cards due per day for 14 days from the learner's today (their zone); the first day holds the overdue ones. */
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

/** POST /mock-exams (issue 17): one set or several, how many questions, how many minutes. */
export const startMockExamBody = z
  .strictObject({
    questionSetId: z.string().trim().min(1).optional(),
    questionSetIds: z.array(z.string().trim().min(1)).min(1).max(20).optional(),
    questionCount: boundedNumber(Bounds.mockExamQuestions),
    durationMinutes: boundedNumber(Bounds.mockExamMinutes),
  })
  .refine((body) => body.questionSetId || body.questionSetIds, {
    error: '問題集を選択してください',
    path: ['questionSetIds'],
  })
  .transform(({ questionSetId, questionSetIds, ...rest }) => ({
    ...rest,
    questionSetIds: [...new Set([...(questionSetIds ?? []), ...(questionSetId ? [questionSetId] : [])])],
  }));

/** POST /mock-exams/{examId}/answers: an answer may change until the end; nothing of the judgement comes back. */
export const mockExamAnswerBody = z.strictObject({
  questionId: z.string().trim().min(1, { error: '問題を指定してください' }),
  selectedOptionIds: z.array(z.string()).max(100).default([]),
  guessed: z.boolean().default(false),
  flagged: z.boolean().default(false),
});
