import type { Command } from '../decider/index.js';
import type { QuestionSetDetails, QuestionType } from './events.js';

/** An option as an administrator submits it; its id is chosen by the caller (a uuid). */
export type OptionInput = {
  id: string;
  text: string;
  isCorrect: boolean;
};

/** A question as an administrator submits it; ids are chosen by the caller so `decide` stays deterministic. */
export type QuestionInput = {
  id: string;
  text: string;
  questionType: QuestionType;
  options: OptionInput[];
  /** HTML; sanitised by the decider. */
  explanation: string;
  /** Learners see the options in the written order; absent = their own order. */
  keepOptionOrder?: boolean;
};

/**
 * Pricing as submitted: `isPaid` may be a boolean, 1/0 or a string (normalised with isPaidQuestionSet);
 * an absent (null / undefined) price or trial count of a paid set becomes 0.
 */
export type PricingInput = {
  isPaid?: boolean | number | string | null;
  price?: number | null;
  trialQuestions?: number | null;
  /** Days of access per purchase; defaults to 180 when absent. */
  validityPeriod?: number | null;
};

export type CreateQuestionSet = Command<
  'CreateQuestionSet',
  { questionSetId: string } & QuestionSetDetailsInput &
    PricingInput & {
      isFeatured?: boolean;
      /** Required when featured; falls back to the set's category when blank. */
      featuredCategory?: string | null;
      questions?: QuestionInput[];
    }
>;

/** Details as submitted to create a set; only the title is required (by a business rule, not the type). */
export type QuestionSetDetailsInput = {
  title: string;
  description?: string;
  category?: string;
  icon?: string;
  cardImage?: string | null;
};

/** Partial: absent fields keep their current value (PUT /question-sets/{id} sends what the form holds). */
export type ChangeQuestionSetDetails = Command<
  'ChangeQuestionSetDetails',
  { questionSetId: string } & Partial<QuestionSetDetails>
>;

/** Partial: absent fields keep their current value. */
export type ChangeQuestionSetPricing = Command<
  'ChangeQuestionSetPricing',
  { questionSetId: string } & PricingInput
>;

export type FeatureQuestionSet = Command<
  'FeatureQuestionSet',
  { questionSetId: string; featuredCategory: string }
>;
export type UnfeatureQuestionSet = Command<'UnfeatureQuestionSet', { questionSetId: string }>;

export type AddQuestion = Command<
  'AddQuestion',
  {
    questionSetId: string;
    question: QuestionInput;
    /** Zero-based place in the set's order; absent = at the end; clamped into the current range. */
    position?: number;
  }
>;

/** Partial: absent question fields keep their current value; options, when given, replace all options. */
export type ChangeQuestion = Command<
  'ChangeQuestion',
  { questionSetId: string; questionId: string; question: Partial<Omit<QuestionInput, 'id'>> }
>;

export type RemoveQuestion = Command<'RemoveQuestion', { questionSetId: string; questionId: string }>;

/** `questionIds` must be a permutation of the set's current question ids. */
export type ReorderQuestions = Command<'ReorderQuestions', { questionSetId: string; questionIds: string[] }>;

/** Moves one question to the zero-based `position` (0 .. questions - 1) of the set's order. */
export type MoveQuestion = Command<
  'MoveQuestion',
  { questionSetId: string; questionId: string; position: number }
>;

/**
 * A batch import appends these questions at the end of the set. Ids come from the import job and the line, so a
 * question already in the set (a retried or resumed job) is skipped, never added twice.
 */
export type ImportQuestions = Command<
  'ImportQuestions',
  { questionSetId: string; questions: QuestionInput[] }
>;

export type ChangeQuestionSetOptionOrder = Command<
  'ChangeQuestionSetOptionOrder',
  { questionSetId: string; keepOptionOrder: boolean }
>;

export type DeleteQuestionSet = Command<'DeleteQuestionSet', { questionSetId: string }>;

export type QuestionSetCommand =
  | CreateQuestionSet
  | ChangeQuestionSetDetails
  | ChangeQuestionSetPricing
  | FeatureQuestionSet
  | UnfeatureQuestionSet
  | AddQuestion
  | ChangeQuestion
  | RemoveQuestion
  | ReorderQuestions
  | MoveQuestion
  | ImportQuestions
  | ChangeQuestionSetOptionOrder
  | DeleteQuestionSet;
