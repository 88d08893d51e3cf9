export const PROGRESS = 'progress';
export const PROGRESS_RECORDS = 'progress_records';

/** The latest answer of one question (learner spec §3 "Answered record"). */
export type ProgressAnswer = {
  questionId: string;
  questionIndex: number;
  isCorrect: boolean;
  selectedOptionIds: string[];
  timeSpentMs: number;
};

/**
 * Learner spec §3 "Progress per question set", one per learner and set (id `${userId}:${questionSetId}`),
 * counting answers since the learner's last reset. Re-answering a question replaces its earlier answer:
 * completedQuestions counts distinct questions and correctAnswers the latest answers that are correct,
 * so accuracy never passes 100. Times are milliseconds; totalTimeSpent sums the latest answers' times.
 */
export type ProgressDocument = {
  id: string;
  userId: string;
  questionSetId: string;
  title: string;
  completedQuestions: number;
  totalQuestions: number;
  correctAnswers: number;
  totalTimeSpent: number;
  averageTimeSpent: number;
  accuracy: number;
  lastAccessed: string;
  lastQuestionIndex: number;
  answeredQuestions: ProgressAnswer[];
  _position?: number;
};

/** Learner spec §3 "Progress record": one per learner and question (id `${userId}:${questionId}`). */
export type ProgressRecord = {
  id: string;
  userId: string;
  questionId: string;
  questionSetId: string;
  selectedOption: string[];
  isCorrect: boolean;
  /** Milliseconds spent on the latest answer. */
  timeSpent: number;
  createdAt: string;
  updatedAt: string;
  progressQuestionSet: { title: string };
  _position?: number;
};

export const progressDocumentId = (userId: string, questionSetId: string) => `${userId}:${questionSetId}`;
export const progressRecordId = (userId: string, questionId: string) => `${userId}:${questionId}`;
