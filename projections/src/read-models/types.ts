/**
 * Document shapes of the catalogue read models, as the query side reads them.
 * Collection names are the constants below; `_position` is the position guard of the DocumentStore.
 */
import type { QuestionType } from '@exam/domain';

export const QUESTION_SETS = 'question_sets';
export const SET_QUESTIONS = 'set_questions';

/** One card of the set listings (home, search page, featured carousel). */
export type QuestionSetListing = {
  id: string;
  title: string;
  description: string;
  category: string;
  icon: string;
  cardImage: string | null;
  isPaid: boolean;
  price: number;
  trialQuestions: number;
  validityPeriod: number;
  isFeatured: boolean;
  featuredCategory: string | null;
  questionCount: number;
  createdAt: string;
  updatedAt: string;
  _position?: number;
};

/** One question of a set, full (the query side strips answers and explanations before serving). */
export type SetQuestion = {
  id: string;
  questionSetId: string;
  orderIndex: number;
  text: string;
  questionType: QuestionType;
  options: Array<{ id: string; text: string; isCorrect: boolean; label: string }>;
  explanation: string;
  createdAt: string;
  updatedAt: string;
  _position?: number;
};
