import type { Command } from '../decider/index.js';
import type { ReportOutcome, ReportReason } from './events.js';

export type ReportQuestion = Command<
  'ReportQuestion',
  {
    reportId: string;
    questionId: string;
    questionSetId: string;
    userId: string;
    reason: ReportReason;
    note: string;
    at: string;
  }
>;

export type ResolveQuestionReport = Command<
  'ResolveQuestionReport',
  { reportId: string; outcome: ReportOutcome; note: string; resolvedBy: string; at: string }
>;

export type QuestionReportCommand = ReportQuestion | ResolveQuestionReport;
