export type * from './commands.js';
export { decideMockExam } from './decide.js';
export { mockExamDecider } from './decider.js';
export { type DrawShare, drawShares } from './draw-shares.js';
export type * from './events.js';
export type { PassRule } from './events.js';
export { DEFAULT_PASS_RULE, MOCK_EXAM_EVENT_TYPES, mockExamStream } from './events.js';
export { type CategoryResult, type ExamResult, type GradingFacts, gradeExam } from './grading.js';
export {
  examEnded,
  examNotFound,
  examNotYours,
  MockExamMessages,
} from './messages.js';
export {
  type PassRuleSet,
  passRuleDecider,
  passRuleStream,
  type SetPassRule,
  strictestRule,
} from './pass-rule.js';
export { type ExamAnswer, evolveMockExam, initialMockExamState, type MockExamState } from './state.js';
export { type ExamQuestionContent, type ExamRecord, examEndedAt, examEndedBy, examView } from './view.js';
