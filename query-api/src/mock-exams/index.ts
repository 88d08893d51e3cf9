export { createMockExamQueryRoutes, type MockExamQueryDependencies } from './routes.js';
