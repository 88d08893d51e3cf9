import type { ExamAnswer, MockExamStarted } from '@exam/domain';

export const MOCK_EXAMS = 'mock_exams';

/** One mock exam (id = exam id): as started, the learner's latest answers, and how it ended. */
export type MockExamDocument = {
  id: string;
  userId: string;
  exam: MockExamStarted['data'];
  answers: Record<string, ExamAnswer>;
  submittedAt: string | null;
  reason: 'learner' | 'deadline' | null;
  _position?: number;
};

export const EXAM_PASS_RULES = 'exam_pass_rules';

/** A set's mock-exam pass rule as an administrator set it (id = set id); absent = the default. */
export type ExamPassRuleDocument = {
  id: string;
  overall: number;
  categoryMinimum: number;
  _position?: number;
};
