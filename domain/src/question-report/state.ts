import type { QuestionReportEvent, QuestionReported, ReportStatus } from './events.js';

export type QuestionReportState =
  | { status: 'absent' }
  | { status: ReportStatus; report: QuestionReported['data'] };

export const initialQuestionReportState = (): QuestionReportState => ({ status: 'absent' });

export const evolveQuestionReport = (
  state: QuestionReportState,
  event: QuestionReportEvent,
): QuestionReportState => {
  switch (event.type) {
    case 'QuestionReported':
      return { status: 'open', report: event.data };
    case 'QuestionReportResolved':
      return state.status === 'absent' ? state : { status: event.data.outcome, report: state.report };
  }
};
