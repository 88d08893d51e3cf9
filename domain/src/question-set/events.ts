import type { Event } from '../decider/index.js';

export type QuestionType = 'single' | 'multiple';

export type OptionData = {
  id: string;
  text: string;
  isCorrect: boolean;
};

/** A question as stored in events: options keep their order; letters (A, B, ...) are derived. */
export type QuestionData = {
  id: string;
  text: string;
  questionType: QuestionType;
  options: OptionData[];
  /** Sanitised HTML. */
  explanation: string;
  /** Present (true) when learners see the options in the written order ("all of the above" style options). */
  keepOptionOrder?: true;
};

export type QuestionSetDetails = {
  title: string;
  description: string;
  category: string;
  icon: string;
  cardImage: string | null;
};

export type QuestionSetPricing = {
  isPaid: boolean;
  /** Price in yen (tax included); 0 for free sets. */
  price: number;
  trialQuestions: number;
  /** Days of access a purchase grants. */
  validityPeriod: number;
};

export type QuestionSetCreated = Event<
  'QuestionSetCreated',
  { questionSetId: string } & QuestionSetDetails & QuestionSetPricing
>;
export type QuestionSetDetailsChanged = Event<
  'QuestionSetDetailsChanged',
  { questionSetId: string } & QuestionSetDetails
>;
export type QuestionSetPricingChanged = Event<
  'QuestionSetPricingChanged',
  { questionSetId: string } & QuestionSetPricing
>;
export type QuestionSetFeatured = Event<
  'QuestionSetFeatured',
  { questionSetId: string; featuredCategory: string }
>;
export type QuestionSetUnfeatured = Event<'QuestionSetUnfeatured', { questionSetId: string }>;
/** `position` is the zero-based place in the set's order at which the question was inserted. */
export type QuestionAdded = Event<
  'QuestionAdded',
  { questionSetId: string; position: number; question: QuestionData }
>;
export type QuestionChanged = Event<'QuestionChanged', { questionSetId: string; question: QuestionData }>;
export type QuestionRemoved = Event<'QuestionRemoved', { questionSetId: string; questionId: string }>;
export type QuestionsReordered = Event<
  'QuestionsReordered',
  { questionSetId: string; questionIds: string[] }
>;
/** One question moved to the zero-based `position` of the set's order; the others keep their relative order. */
export type QuestionMoved = Event<
  'QuestionMoved',
  { questionSetId: string; questionId: string; position: number }
>;
/** Whether learners see every question's options in the written order (true) or in their own order (false). */
export type QuestionSetOptionOrderChanged = Event<
  'QuestionSetOptionOrderChanged',
  { questionSetId: string; keepOptionOrder: boolean }
>;
export type QuestionSetDeleted = Event<'QuestionSetDeleted', { questionSetId: string }>;

export type QuestionSetEvent =
  | QuestionSetCreated
  | QuestionSetDetailsChanged
  | QuestionSetPricingChanged
  | QuestionSetFeatured
  | QuestionSetUnfeatured
  | QuestionAdded
  | QuestionChanged
  | QuestionRemoved
  | QuestionsReordered
  | QuestionMoved
  | QuestionSetOptionOrderChanged
  | QuestionSetDeleted;

export const questionSetStream = (questionSetId: string) => `questionSet-${questionSetId}`;
