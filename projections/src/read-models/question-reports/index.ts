export { questionReportsProjection } from './projection.js';
export { QUESTION_REPORT_RESOLVED, QUESTION_REPORTS, type QuestionReportDocument } from './types.js';
