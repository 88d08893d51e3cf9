export { drawStratified } from './draw.js';
export { MOCK_EXAM_DEADLINE_JOB, type MockExamService, mockExamService } from './exam-service.js';
export { createPassRuleCommandRoutes, type PassRuleRouteDependencies } from './pass-rule-routes.js';
export { createMockExamCommandRoutes, type MockExamRouteDependencies } from './routes.js';
