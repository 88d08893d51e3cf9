export type * from './commands.js';
export { decideQuestionReport } from './decide.js';
export { questionReportDecider } from './decider.js';
export type * from './events.js';
export {
  QUESTION_REPORT_EVENT_TYPES,
  questionReportStream,
  REPORT_OUTCOMES,
  REPORT_REASONS,
} from './events.js';
export {
  QuestionReportMessages,
  rejectionNoteRequired,
  reportAlreadyOpen,
  reportClosed,
  reportExists,
  reportNoteRequired,
  reportNotFound,
} from './messages.js';
export { evolveQuestionReport, initialQuestionReportState, type QuestionReportState } from './state.js';
