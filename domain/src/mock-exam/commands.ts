import type { Command } from '../decider/index.js';
import type { MockExamStarted } from './events.js';

export type StartMockExam = Command<'StartMockExam', MockExamStarted['data']>;

export type AnswerMockExam = Command<
  'AnswerMockExam',
  {
    examId: string;
    userId: string;
    questionId: string;
    selectedOptionIds: string[];
    guessed: boolean;
    flagged: boolean;
    at: string;
    /** The question's option ids (from the catalogue): a selection outside them is refused. */
    optionIds: string[];
  }
>;

export type SubmitMockExam = Command<
  'SubmitMockExam',
  { examId: string; userId: string; at: string; reason: 'learner' | 'deadline' }
>;

export type MockExamCommand = StartMockExam | AnswerMockExam | SubmitMockExam;
