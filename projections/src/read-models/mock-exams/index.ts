export { mockExamsProjection } from './projection.js';
export { MOCK_EXAMS, type MockExamDocument } from './types.js';
