import type { RecordAnswerBodyInput } from '@exam/domain/schemas';
import type { QuestionSet } from '../catalogue/types';

/** A question the caller may answer: options without correct flags (those come with the answer). */
export type OpenQuestion = {
  id: string;
  number: number;
  orderIndex: number;
  text: string;
  questionType: 'single' | 'multiple';
  options: Array<{ id: string; text: string; label: string }>;
  locked: false;
};

/** A question beyond the trial of a paid set: only its place is known, so the answer sheet can draw a lock. */
export type LockedQuestion = { id: string; number: number; orderIndex: number; locked: true };

export type QuizQuestion = OpenQuestion | LockedQuestion;

/** GET /api/question-sets/:id as the quiz reads it. */
export type QuizSet = QuestionSet & {
  expiresAt?: string | null;
  questions: QuizQuestion[];
};

/** review: due cards of the learning path; unseen: questions never answered (both a list of questions). */
export type PracticeMode = 'normal' | 'trial' | 'wrong-answers' | 'review' | 'unseen';

/** POST /api/practice/:setId/answers */
/** POST /practice/{setId}/answers: the set, and the body the server validates (domain recordAnswerBody). */
export type AnswerRequest = { setId: string } & RecordAnswerBodyInput & { mode: PracticeMode };

export type AnswerResult = {
  isCorrect: boolean;
  correctOptionIds: string[];
  /** Sanitised by the server; sanitised again before rendering. */
  explanation: string;
  answeredCount: number;
  trialLimit: number | null;
  trialEnded: boolean;
};

/** One answered question of a quiz session (from this session, the server or local storage). */
export type AnsweredQuestion = {
  selectedOptionIds: string[];
  isCorrect: boolean;
  correctOptionIds: string[];
  explanation: string;
  timeSpentMs: number;
};

/** GET /api/practice/:setId/progress */
export type PracticeProgress = {
  answeredQuestions: Array<{
    questionId: string;
    questionIndex: number;
    selectedOptionIds: string[];
    isCorrect: boolean;
    correctOptionIds: string[];
    explanation: string;
  }>;
  lastQuestionIndex: number;
};

/** GET /api/user-progress/stats: one entry per set. */
export type SetProgressStats = {
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
};

export type ProgressStats = Record<string, SetProgressStats>;

/** GET /api/wrong-answers */
export type WrongAnswer = {
  id: string;
  questionSetId: string;
  questionId: string;
  question: string;
  options: Array<{ id: string; text: string; isCorrect: boolean }>;
  questionType: 'single' | 'multiple';
  correctOptionIds: string[];
  selectedOptionIds: string[];
  explanation: string;
  memo: string;
  /** In the book for a right answer marked 自信なし (not sure), not for a mistake. */
  guessedRight?: boolean;
  createdAt: string;
  questionSet: { id: string; title: string } | null;
};
