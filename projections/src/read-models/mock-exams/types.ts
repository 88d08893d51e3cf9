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
