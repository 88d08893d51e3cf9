import type { Event } from '../decider/index.js';

/** Why a learner reports a question (issue 41). */
export const REPORT_REASONS = ['wrong-answer', 'unclear', 'typo', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How an administrator closes a report. */
export const REPORT_OUTCOMES = ['resolved', 'rejected'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

export type ReportStatus = 'open' | ReportOutcome;

/** A learner said a question is wrong, unclear or mistyped. */
export type QuestionReported = Event<
  'QuestionReported',
  {
    reportId: string;
    questionId: string;
    questionSetId: string;
    userId: string;
    reason: ReportReason;
    note: string;
    reportedAt: string;
  }
>;

/** An administrator closed the report; the reporter is named so the read side can tell them. */
export type QuestionReportResolved = Event<
  'QuestionReportResolved',
  {
    reportId: string;
    questionId: string;
    userId: string;
    outcome: ReportOutcome;
    note: string;
    resolvedBy: string;
    resolvedAt: string;
  }
>;

export type QuestionReportEvent = QuestionReported | QuestionReportResolved;

export const QUESTION_REPORT_EVENT_TYPES: readonly QuestionReportEvent['type'][] = [
  'QuestionReported',
  'QuestionReportResolved',
];

/** One report per stream. */
export const questionReportStream = (reportId: string) => `questionReport-${reportId}`;
