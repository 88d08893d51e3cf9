import { z } from 'zod';
import { REPORT_OUTCOMES, REPORT_REASONS } from '../question-report/events.js';
import { QuestionReportMessages } from '../question-report/messages.js';
import { Bounds, LengthBounds } from '../rules/bounds.js';

const note = (bound: { max: number; message: string }) =>
  z.string({ error: bound.message }).trim().max(bound.max, { error: bound.message }).default('');

/** POST /questions/{id}/reports (issue 41). */
export const reportQuestionBody = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: QuestionReportMessages.reason }),
  note: note(LengthBounds.reportNote),
});
export type ReportQuestionBody = z.output<typeof reportQuestionBody>;

/** POST /admin/question-reports/{id}/resolve. */
export const resolveQuestionReportBody = z.strictObject({
  outcome: z.enum(REPORT_OUTCOMES, { error: QuestionReportMessages.outcome }),
  note: note(LengthBounds.resolutionNote),
});
export type ResolveQuestionReportBody = z.output<typeof resolveQuestionReportBody>;

const status = z.enum(['open', 'resolved', 'rejected']);

/** One of the learner's own reports (GET /question-reports), newest first. */
export const learnerQuestionReportSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  questionSetId: z.string(),
  /** Null once the set or the question is gone. */
  setTitle: z.string().nullable(),
  questionNumber: z.number().int().nullable(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  status,
  reportedAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** The administrator's words to the learner. */
  resolutionNote: z.string().nullable(),
});
export type LearnerQuestionReport = z.infer<typeof learnerQuestionReportSchema>;

/** The item's figures beside a report in the administrators' queue (all answers, not first answers only). */
export const reportItemStatisticsSchema = z.object({
  attempts: z.number().int(),
  correct: z.number().int(),
  /** correct / attempts; null before any answer. */
  facility: z.number().nullable(),
  averageTimeMs: z.number().nullable(),
  /** Learners' first answers (before any explanation) and the share of them right: the item analysis' facility. */
  firstAnswers: z.number().int(),
  firstFacility: z.number().nullable(),
  /** Open reports on the same question (this one included when open). */
  openReports: z.number().int(),
});

export const adminQuestionReportSchema = learnerQuestionReportSchema.extend({
  questionText: z.string().nullable(),
  reporter: z.object({ id: z.string(), username: z.string() }),
  resolvedBy: z.string().nullable(),
  statistics: reportItemStatisticsSchema,
});
export type AdminQuestionReport = z.infer<typeof adminQuestionReportSchema>;

export const adminQuestionReportPageSchema = z.object({
  reports: z.array(adminQuestionReportSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminQuestionReportPage = z.infer<typeof adminQuestionReportPageSchema>;

/** GET /admin/question-reports' query: by status (default open) and set, paged. */
export const adminQuestionReportQuery = z.strictObject({
  status: z.enum(['open', 'resolved', 'rejected', 'all']).default('open'),
  questionSetId: z.string().trim().min(1).optional(),
  page: z.coerce
    .number({ error: Bounds.pageNumber.message })
    .int({ error: Bounds.pageNumber.message })
    .min(Bounds.pageNumber.min, { error: Bounds.pageNumber.message })
    .max(Bounds.pageNumber.max, { error: Bounds.pageNumber.message })
    .default(1),
  pageSize: z.coerce
    .number({ error: Bounds.pageSize.message })
    .int({ error: Bounds.pageSize.message })
    .min(Bounds.pageSize.min, { error: Bounds.pageSize.message })
    .max(Bounds.pageSize.max, { error: Bounds.pageSize.message })
    .default(50),
  minPosition: z.string().optional(),
});
