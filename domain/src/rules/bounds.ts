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

const range = (min: number, max: number, integer: boolean, message: string): NumberBound => ({
  min,
  max,
  integer,
  message,
});

export const Bounds = {
  /** Whole yen, tax included (issue 39: a fraction of a yen is refused, as the charge cannot carry one). */
  price: range(0, 1_000_000, true, '価格は0〜1,000,000円の整数で入力してください'),
  /** A trial at or above the set's question count makes a paid set free in effect: the forms warn. */
  trialQuestions: range(0, 10_000, true, '試用問題数は0〜10,000の整数で入力してください'),
  /** Days of access per purchase. */
  validityPeriod: range(1, 3650, true, '有効期間は1〜3,650日の整数で入力してください'),
  /** Redeem-code validity (admin spec §5: the standalone page's input maximum 3650). */
  redeemValidityDays: range(1, 3650, true, '有効期限は1〜3,650日の範囲で入力してください'),
  /** Admin spec §5/§9: quantity 1-100 per generation. */
  redeemQuantity: range(1, 100, true, '生成数は1～100の範囲で入力してください'),
  /** Mock exam: questions drawn and minutes allowed. */
  mockExamQuestions: range(1, 100, true, '問題数は1〜100の整数で指定してください'),
  mockExamMinutes: range(1, 300, true, '制限時間は1〜300分で指定してください'),
  /** Questions per create call and per batch import. */
  questionsPerCreate: range(1, 10_000, true, '一度に追加できる問題は1〜10,000問です'),
  /** Options per question (the spec sets no upper limit; 26 is A to Z). */
  optionsPerQuestion: range(2, 26, true, '選択肢は2〜26個で指定してください'),
  /** Page size (or limit) of every list; the standalone redeem-code page asks for 500 at once. */
  pageSize: range(1, 500, true, '表示件数は1〜500の整数で指定してください'),
  /** Questions per window of a set (the quiz's reads around the current question; admin pages, statistics). */
  questionWindow: range(1, 200, true, '一度に読める問題は1〜200件です'),
  /** Rows per page of a set's item statistics. */
  statisticsPageSize: range(1, 100, true, '表示件数は1〜100の整数で指定してください'),
  /** Page number of a paged list (1: the first). */
  pageNumber: range(1, 1_000_000, true, 'ページは1〜1,000,000の整数で指定してください'),
  /** Answers per offline-sync batch (POST /practice/{setId}/answers/batch), each checked as a single answer. */
  answersPerBatch: range(1, 500, true, '一度に送信できる解答は1〜500件です'),
  /**
   * Age of an answer's own time (answeredAt) in days: an offline answer may be sent up to 30 days later.
   * A client clock up to 5 minutes ahead is not "the future" (ANSWER_CLOCK_SKEW_MS).
   */
  answerAgeDays: range(0, 30, false, '解答日時は30日以内の過去の日時で指定してください'),
  /**
   * Pixels (width x height, all frames of an animation) of an uploaded image: decoding is bounded before it starts
   * (a 5 MB file can declare a picture of billions of pixels). A 48-megapixel phone photo (8,000x6,000) fits.
   */
  imagePixels: range(
    1,
    50_000_000,
    true,
    '画像の画素数が多すぎます。5,000万画素（例: 8,000×6,000）以下の画像を選んでください',
  ),
} as const satisfies Record<string, NumberBound>;

const length = (max: number, what: string): LengthBound => ({
  max,
  message: `${what}は${max.toLocaleString('en-US')}文字以内で入力してください`,
});

export const LengthBounds = {
  setTitle: length(100, 'タイトル'),
  setDescription: length(2000, '説明'),
  category: length(50, 'カテゴリ'),
  questionText: length(5000, '問題内容'),
  optionText: length(1000, '選択肢の内容'),
  explanationHtml: length(20_000, '解説'),
  memo: length(1000, 'メモ'),
  announcement: length(5000, 'お知らせ'),
  questionSearch: length(200, '検索語'),
  /** A learner's words about a question, and an administrator's answer to them. */
  reportNote: length(1000, '報告の内容'),
  resolutionNote: length(1000, '対応メモ'),
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
