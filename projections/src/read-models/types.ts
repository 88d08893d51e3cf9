/**
 * Document shapes of the catalogue read models, as the query side reads them.
 * Collection names are the constants below; `_position` is the position guard of the DocumentStore.
 */
import type { QuestionType } from '@exam/domain';
import type { QuestionSetListing as QuestionSetListingContract } from '@exam/domain/schemas';

export const QUESTION_SETS = 'question_sets';
export const SET_QUESTIONS = 'set_questions';
/** One document per set (id: the set's id): how many questions `set_questions` holds for it. */
export const SET_QUESTION_COUNTS = 'set_question_counts';

/**
 * `lastRank`: a key at or after the last question's rank (it may outlive a removed last question), so that
 * adding at the end, as every import does, reads no question.
 */
export type SetQuestionCount = { id: string; count: number; lastRank?: string | null; _position?: number };

/** One card of the set listings (home, search page, featured carousel): the domain's listing contract. */
export type QuestionSetListing = QuestionSetListingContract & { _position?: number };

/** One question of a set, full (the query side strips answers and explanations before serving). */
export type SetQuestion = {
  id: string;
  questionSetId: string;
  /** Its place in the set: questions sort by this key; its number is its position in that order. */
  rank: string;
  /**
   * A dense number 0..n-1 within the set, not its place: the mock exam draws random slots and reads those questions
   * by the (questionSetId, slot) index. A removal gives the last slot's question the freed slot; moves keep slots.
   */
  slot: number;
  text: string;
  questionType: QuestionType;
  options: Array<{ id: string; text: string; isCorrect: boolean; label: string }>;
  explanation: string;
  /** The question keeps its written option order (the set's own flag is on its listing). */
  keepOptionOrder: boolean;
  createdAt: string;
  updatedAt: string;
  _position?: number;
};

/** A question with its zero-based place in the set, computed when read (`set-questions/in-order.ts`). */
export type NumberedQuestion = SetQuestion & { orderIndex: number };
