export { examPassRulesProjection } from './pass-rules.js';
export { mockExamsProjection } from './projection.js';
export { EXAM_PASS_RULES, type ExamPassRuleDocument, MOCK_EXAMS, type MockExamDocument } from './types.js';
