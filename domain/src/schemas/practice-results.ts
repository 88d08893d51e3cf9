import { z } from 'zod';

/**
 * What the learner's practice routes answer (learner spec §3 and §7): one contract for the presenters that
 * produce it, the OpenAPI document and the web. Times are milliseconds.
 */

const answeredQuestionSchema = z.object({
  questionId: z.string(),
  questionIndex: z.number().int(),
  isCorrect: z.boolean(),
  selectedOptionIds: z.array(z.string()),
});

/** POST /practice/{setId}/answers: the judgement of THIS question, nothing of the others. */
export const answerOutcomeSchema = z.object({
  isCorrect: z.boolean().describe('Judged on the server (the client never says)'),
  correctOptionIds: z.array(z.string()),
  explanation: z.string(),
  answeredCount: z
    .number()
    .int()
    .nullable()
    .describe('Distinct questions answered since the last reset; null for a visitor'),
  trialLimit: z.number().int(),
  trialEnded: z.boolean().describe('No access and the trial is used up: show the purchase wall'),
  hasAccess: z.boolean(),
});

/** POST /practice/{setId}/answers/batch: the offline outbox's answers, in the order sent. */
export const answerBatchOutcomeSchema = z.object({
  appended: z
    .number()
    .int()
    .describe('Answers recorded by this request (a resend of a recorded one counts 0)'),
  answers: z.array(
    z.object({
      clientId: z.string(),
      isCorrect: z.boolean().describe('The judgement recorded for this answer (the first one, for a resend)'),
    }),
  ),
  answeredCount: z.number().int().describe('Distinct questions answered since the last reset'),
  trialLimit: z.number().int(),
  hasAccess: z.boolean(),
});

/** GET /user-progress/stats, one per set. */
export const setProgressSchema = z.object({
  questionSetId: z.string(),
  title: z.string(),
  completedQuestions: z.number().int(),
  totalQuestions: z.number().int(),
  correctAnswers: z.number().int(),
  totalTimeSpent: z.number().describe('ms'),
  averageTimeSpent: z.number().describe('ms'),
  accuracy: z.number().describe('percent, 0-100'),
  lastAccessed: z.string(),
  lastQuestionIndex: z.number().int(),
  answeredQuestions: z.array(answeredQuestionSchema),
});

/** GET /user-progress/records: the latest answer per question. */
export const progressRecordSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  questionSetId: z.string(),
  selectedOption: z.array(z.string()),
  isCorrect: z.boolean(),
  timeSpent: z.number().describe('ms'),
  createdAt: z.string(),
  updatedAt: z.string(),
  progressQuestionSet: z.object({ title: z.string() }),
});

/** GET /practice/{setId}/progress: only questions this caller has answered carry answers. */
export const practiceResumeSchema = z.object({
  answeredQuestions: z.array(
    answeredQuestionSchema.extend({ correctOptionIds: z.array(z.string()), explanation: z.string() }),
  ),
  lastQuestionIndex: z.number().int(),
  nextQuestionIndex: z
    .number()
    .int()
    .nullable()
    .describe(
      'Where 学習を続ける goes: the first unanswered question at or after lastQuestionIndex, else from the start; null when all are answered',
    ),
});

/** GET /wrong-answers, one entry of the book. */
export const wrongAnswerSchema = z.object({
  id: z.string().describe('`{userId}:{questionId}`'),
  questionSetId: z.string(),
  questionId: z.string(),
  question: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string(), isCorrect: z.boolean(), label: z.string() })),
  questionType: z.enum(['single', 'multiple']),
  correctOptionIds: z.array(z.string()),
  selectedOptionIds: z.array(z.string()),
  explanation: z.string(),
  memo: z.string(),
  resolved: z.boolean().describe('Answered right since; kept until deleted'),
  guessedRight: z
    .boolean()
    .describe('In the book for a right answer marked 自信なし (not sure), not for a mistake'),
  createdAt: z.string(),
  updatedAt: z.string(),
  questionSet: z.object({ id: z.string(), title: z.string() }),
});

/** Which entries of the book GET /wrong-answers lists: the open ones by default (issue 40: the book empties). */
export const WRONG_ANSWER_STATUSES = ['unresolved', 'resolved', 'all'] as const;
export type WrongAnswerStatus = (typeof WRONG_ANSWER_STATUSES)[number];
export const WRONG_ANSWER_STATUS_INVALID =
  '表示する間違い問題は unresolved、resolved、all のいずれかで指定してください';

/** GET /wrong-answers/counts: how many entries are open and resolved, in all and per set. */
export const wrongAnswerCountsSchema = z.object({
  unresolved: z.number().int(),
  resolved: z.number().int(),
  sets: z.array(
    z.object({
      questionSetId: z.string(),
      title: z.string(),
      unresolved: z.number().int(),
      resolved: z.number().int(),
    }),
  ),
});
export type WrongAnswerCounts = z.infer<typeof wrongAnswerCountsSchema>;

export type ProgressAnswer = z.infer<typeof answeredQuestionSchema>;
export type AnswerOutcome = z.infer<typeof answerOutcomeSchema>;
export type AnswerBatchOutcome = z.infer<typeof answerBatchOutcomeSchema>;
export type SetProgressView = z.infer<typeof setProgressSchema>;
export type ProgressRecordView = z.infer<typeof progressRecordSchema>;
export type PracticeResume = z.infer<typeof practiceResumeSchema>;
export type WrongAnswer = z.infer<typeof wrongAnswerSchema>;
