import { boundsJa } from '../i18n/ja/bounds.js';

/**
 * Every bound on a number, string or list the server stores or serves, kept once here (browser-safe, so the
 * admin and learner forms check the same numbers the server refuses with). A value out of range is refused
 * with the message beside its bound, never clamped. Where the spec quotes a text it is used as quoted.
 */
export interface NumberBound {
  readonly min: number;
  readonly max: number;
  /** Only whole numbers are accepted. */
  readonly integer: boolean;
  readonly message: string;
}

export interface LengthBound {
  readonly max: number;
  readonly message: string;
}

/** The texts live in the catalogues (i18n/ja/bounds.ts and its zh/en twins). */
const texts = boundsJa;

const range = (min: number, max: number, integer: boolean, message: string): NumberBound => ({
  min,
  max,
  integer,
  message,
});

export const Bounds = {
  /** Whole yen, tax included (a fraction of a yen is refused, as the charge cannot carry one). */
  price: range(0, 1_000_000, true, texts.price),
  /** A trial at or above the set's question count makes a paid set free in effect: the forms warn. */
  trialQuestions: range(0, 10_000, true, texts.trialQuestions),
  /** Days of access per purchase. */
  validityPeriod: range(1, 3650, true, texts.validityPeriod),
  /** Redeem-code validity (admin spec §5: the standalone page's input maximum 3650). */
  redeemValidityDays: range(1, 3650, true, texts.redeemValidityDays),
  /** Admin spec §5/§9: quantity 1-100 per generation. */
  redeemQuantity: range(1, 100, true, texts.redeemQuantity),
  /** Mock exam: questions drawn and minutes allowed. */
  mockExamQuestions: range(1, 100, true, texts.mockExamQuestions),
  mockExamMinutes: range(1, 300, true, texts.mockExamMinutes),
  /** Questions per create call and per batch import. */
  questionsPerCreate: range(1, 10_000, true, texts.questionsPerCreate),
  /** Options per question (the spec sets no upper limit; 26 is A to Z). */
  optionsPerQuestion: range(2, 26, true, texts.optionsPerQuestion),
  /** Page size (or limit) of every list; the standalone redeem-code page asks for 500 at once. */
  pageSize: range(1, 500, true, texts.pageSize),
  /** Questions per window of a set (the quiz's reads around the current question; admin pages, statistics). */
  questionWindow: range(1, 200, true, texts.questionWindow),
  /** Question ids per read of a learner's practice list (a list session's ids, read once when it starts). */
  practiceListIds: range(1, 5000, true, texts.practiceListIds),
  /** Rows per page of a set's item statistics. */
  statisticsPageSize: range(1, 100, true, texts.statisticsPageSize),
  /** Page number of a paged list (1: the first). */
  pageNumber: range(1, 1_000_000, true, texts.pageNumber),
  /** Answers per offline-sync batch (POST /practice/{setId}/answers/batch), each checked as a single answer. */
  answersPerBatch: range(1, 500, true, texts.answersPerBatch),
  /**
   * Age of an answer's own time (answeredAt) in days: an offline answer may be sent up to 30 days later.
   * A client clock up to 5 minutes ahead is not "the future" (ANSWER_CLOCK_SKEW_MS).
   */
  answerAgeDays: range(0, 30, false, texts.answerAgeDays),
  /**
   * Pixels (width x height, all frames of an animation) of an uploaded image: decoding is bounded before it starts
   * (a 5 MB file can declare a picture of billions of pixels). A 48-megapixel phone photo (8,000x6,000) fits.
   */
  imagePixels: range(1, 50_000_000, true, texts.imagePixels),
} as const satisfies Record<string, NumberBound>;

const length = (max: number, message: string): LengthBound => ({ max, message });

export const LengthBounds = {
  setTitle: length(100, texts.lengths.setTitle),
  setDescription: length(2000, texts.lengths.setDescription),
  category: length(50, texts.lengths.category),
  questionText: length(5000, texts.lengths.questionText),
  optionText: length(1000, texts.lengths.optionText),
  explanationHtml: length(20_000, texts.lengths.explanationHtml),
  memo: length(1000, texts.lengths.memo),
  announcement: length(5000, texts.lengths.announcement),
  questionSearch: length(200, texts.lengths.questionSearch),
  /** A learner's words about a question, and an administrator's answer to them. */
  reportNote: length(1000, texts.lengths.reportNote),
  resolutionNote: length(1000, texts.lengths.resolutionNote),
} as const satisfies Record<string, LengthBound>;

/** The bound's message when the value is out of range (or not a number), undefined when it is in range. */
export const checkNumber = (bound: NumberBound, value: number): string | undefined => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return bound.message;
  if (bound.integer && !Number.isInteger(value)) return bound.message;
  return value < bound.min || value > bound.max ? bound.message : undefined;
};

/** A paid set whose trial covers every question is free in effect: the admin forms warn about it. */
export const trialCoversWholeSet = (trialQuestions: number, questionCount: number): boolean =>
  trialQuestions > 0 && trialQuestions >= questionCount;

/** The bound's message when the text is longer than allowed, undefined when it fits. */
export const checkLength = (bound: LengthBound, text: string): string | undefined =>
  text.length > bound.max ? bound.message : undefined;

/** How far ahead of the server's clock a client's answeredAt may be (clock skew), in milliseconds. */
export const ANSWER_CLOCK_SKEW_MS = 5 * 60_000;

/** Bounds.answerAgeDays' message when `answeredAt` is in the future or too old at `now`, else undefined. */
export const checkAnsweredAt = (answeredAt: Date, now: Date): string | undefined => {
  const ageMs = now.getTime() - answeredAt.getTime();
  if (ageMs < -ANSWER_CLOCK_SKEW_MS) return Bounds.answerAgeDays.message;
  return checkNumber(Bounds.answerAgeDays, Math.max(0, ageMs) / 86_400_000);
};
