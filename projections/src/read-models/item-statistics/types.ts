export const ITEM_FIRST_ANSWERS = 'item_first_answers';
export const ITEM_ANSWER_TOTALS = 'item_answer_totals';

/**
 * A learner's first answer ever to a question (id `${userId}:${questionId}`), kept through practice resets:
 * item analysis (facility, discrimination, option choices) counts first attempts, before the learner saw the
 * explanation.
 */
export type ItemFirstAnswer = {
  id: string;
  userId: string;
  questionSetId: string;
  questionId: string;
  isCorrect: boolean;
  selectedOptionIds: string[];
  timeSpentMs: number;
  at: string;
  _position?: number;
};

/** Every answer to a question (id = question id): attempts, correct ones, and the time they took. */
export type ItemAnswerTotals = {
  id: string;
  questionSetId: string;
  attempts: number;
  correct: number;
  totalTimeMs: number;
  /** First answers only (issue 41: the readiness model's facility); absent in documents made before. */
  firstAnswers?: number;
  firstCorrect?: number;
  _position?: number;
};

export const itemFirstAnswerId = (userId: string, questionId: string) => `${userId}:${questionId}`;
