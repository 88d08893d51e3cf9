export const WRONG_ANSWERS = 'wrong_answers';

/**
 * Learner spec §3 "Wrong answer", one per learner and question (id `${userId}:${questionId}`): what the learner
 * did. The question's content (text, options with isCorrect, explanation) and the set's title are joined at query
 * time from the learning group's `learning_questions` and `learning_sets`, so editing a question or renaming a
 * set rewrites no learner's copy. A later right answer keeps the entry and sets `resolved` (see domain
 * practice/state.ts for why).
 */
export type WrongAnswerDocument = {
  id: string;
  userId: string;
  questionSetId: string;
  questionId: string;
  selectedOptionIds: string[];
  memo: string;
  resolved: boolean;
  /** In the book for a right answer marked 自信なし (not sure), not for a mistake. */
  guessedRight: boolean;
  createdAt: string;
  updatedAt: string;
  /** The time of the answer that decided the entry (a memo edit moves updatedAt, not this); older documents lack it. */
  answeredAt?: string;
  _position?: number;
};

export const wrongAnswerId = (userId: string, questionId: string) => `${userId}:${questionId}`;
