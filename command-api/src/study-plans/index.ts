export { createStudyPlanCommandRoutes, type StudyPlanRouteDependencies } from './routes.js';
