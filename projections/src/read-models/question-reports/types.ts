import type { ReportReason, ReportStatus } from '@exam/domain';

export const QUESTION_REPORTS = 'question_reports';

/** A learner's report of a question (id = report id), as the queue and the learner's list read it. */
export type QuestionReportDocument = {
  id: string;
  questionId: string;
  questionSetId: string;
  userId: string;
  reason: ReportReason;
  note: string;
  status: ReportStatus;
  reportedAt: string;
  resolvedAt: string | null;
  resolutionNote: string | null;
  resolvedBy: string | null;
  _position?: number;
};

/** Sent to the reporter's room when an administrator closes their report. */
export const QUESTION_REPORT_RESOLVED = 'questionReport:resolved';
