import type { QuestionType } from '@exam/domain';

export const WRONG_ANSWERS = 'wrong_answers';

/**
 * Learner spec §3 "Wrong answer", one per learner and question (id `${userId}:${questionId}`). The
 * question was answered, so its options carry isCorrect and the explanation is included. A later right
 * answer keeps the entry and sets `resolved` (see domain practice/state.ts for why).
 */
export type WrongAnswerDocument = {
  id: string;
  userId: string;
  questionSetId: string;
  questionId: string;
  question: string;
  options: Array<{ id: string; text: string; isCorrect: boolean; label: string }>;
  questionType: QuestionType;
  correctOptionIds: string[];
  selectedOptionIds: string[];
  explanation: string;
  memo: string;
  resolved: boolean;
  /** In the book for a right answer marked 自信なし (not sure), not for a mistake. */
  guessedRight: boolean;
  createdAt: string;
  updatedAt: string;
  questionSet: { id: string; title: string };
  _position?: number;
};

export const wrongAnswerId = (userId: string, questionId: string) => `${userId}:${questionId}`;
