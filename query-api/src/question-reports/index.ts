export { createQuestionReportQueryRoutes, type QuestionReportQueryDependencies } from './routes.js';
