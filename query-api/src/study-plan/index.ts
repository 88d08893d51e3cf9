export { createStudyPlanQueryRoutes, type StudyPlanQueryDependencies } from './routes.js';
