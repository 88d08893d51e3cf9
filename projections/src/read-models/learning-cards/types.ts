export const LEARNING_CARDS = 'learning_cards';

/** FSRS states as ts-fsrs numbers them. */
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];

/**
 * One question in a learner's spaced-repetition queue (id `${userId}:${questionId}`): the FSRS card as ts-fsrs
 * keeps it, with dates as ISO text. Created by a wrong or unsure answer; scheduled at each answer's time.
 */
export type LearningCard = {
  id: string;
  userId: string;
  questionSetId: string;
  questionId: string;
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: CardState;
  lastReview: string | null;
  _position?: number;
};

export const learningCardId = (userId: string, questionId: string) => `${userId}:${questionId}`;
