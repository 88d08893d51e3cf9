export { createQuestionReportCommandRoutes, type QuestionReportRouteDependencies } from './routes.js';
export { DEFAULT_REPORT_LIMITS, type ReportLimits, reportThrottle } from './throttle.js';
