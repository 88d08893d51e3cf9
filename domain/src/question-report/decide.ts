import type { QuestionReportCommand } from './commands.js';
import type { QuestionReportEvent } from './events.js';
import {
  rejectionNoteRequired,
  reportClosed,
  reportExists,
  reportNoteRequired,
  reportNotFound,
} from './messages.js';
import type { QuestionReportState } from './state.js';

/**
 * Issue 41: a learner reports a question once per report; an administrator closes it once. "Other" says nothing
 * without a note, and a rejection owes the learner a reason, so both need one.
 */
export const decideQuestionReport = (
  command: QuestionReportCommand,
  state: QuestionReportState,
): QuestionReportEvent[] => {
  switch (command.type) {
    case 'ReportQuestion': {
      if (state.status !== 'absent') throw reportExists();
      const { at, ...report } = command.data;
      if (report.reason === 'other' && report.note.trim() === '') throw reportNoteRequired();
      return [{ type: 'QuestionReported', data: { ...report, reportedAt: at } }];
    }
    case 'ResolveQuestionReport': {
      if (state.status === 'absent') throw reportNotFound();
      if (state.status !== 'open') throw reportClosed();
      const { reportId, outcome, note, resolvedBy, at } = command.data;
      if (outcome === 'rejected' && note.trim() === '') throw rejectionNoteRequired();
      return [
        {
          type: 'QuestionReportResolved',
          data: {
            reportId,
            questionId: state.report.questionId,
            userId: state.report.userId,
            outcome,
            note,
            resolvedBy,
            resolvedAt: at,
          },
        },
      ];
    }
  }
};
