import type { QuestionType } from '@exam/domain';

/**
 * The learning group's own copy of the catalogue facts it needs (titles, counts, question content for the
 * wrong-answer book). Kept from QuestionSet events under the group's checkpoint, so a rebuild of the group
 * is deterministic and never depends on how far the catalogue group happens to be.
 */
export const LEARNING_SETS = 'learning_sets';
export const LEARNING_QUESTIONS = 'learning_questions';

export type LearningSet = {
  id: string;
  title: string;
  questionCount: number;
  /** Absent on documents written before issue 40 (= false). */
  keepOptionOrder?: boolean;
  _position?: number;
};

export type LearningQuestion = {
  id: string;
  questionSetId: string;
  text: string;
  questionType: QuestionType;
  options: Array<{ id: string; text: string; isCorrect: boolean; label: string }>;
  explanation: string;
  keepOptionOrder?: boolean;
  _position?: number;
};
