import type { Event } from '../decider/index.js';

/** The pass rule of an exam: overall score and every category's score, in percent (issue 17 default 60 / 30). */
export type PassRule = { overall: number; categoryMinimum: number };
export const DEFAULT_PASS_RULE: PassRule = { overall: 60, categoryMinimum: 30 };

export type ExamQuestion = { questionId: string; questionSetId: string; category: string };

/** A learner started a timed mock exam: the drawn questions, in order, and the server's deadline. */
export type MockExamStarted = Event<
  'MockExamStarted',
  {
    examId: string;
    userId: string;
    questionSetIds: string[];
    questions: ExamQuestion[];
    durationMinutes: number;
    startedAt: string;
    deadline: string;
    passRule: PassRule;
  }
>;

/** An answer (or a change of it) before the end: nothing of the judgement is recorded or revealed. */
export type MockExamAnswered = Event<
  'MockExamAnswered',
  {
    examId: string;
    questionId: string;
    selectedOptionIds: string[];
    guessed: boolean;
    flagged: boolean;
    answeredAt: string;
  }
>;

/** The exam ended: submitted by the learner, or at its deadline by the server. */
export type MockExamSubmitted = Event<
  'MockExamSubmitted',
  { examId: string; userId: string; submittedAt: string; reason: 'learner' | 'deadline' }
>;

export type MockExamEvent = MockExamStarted | MockExamAnswered | MockExamSubmitted;

export const MOCK_EXAM_EVENT_TYPES: readonly MockExamEvent['type'][] = [
  'MockExamStarted',
  'MockExamAnswered',
  'MockExamSubmitted',
];

export const mockExamStream = (examId: string) => `mockExam-${examId}`;
