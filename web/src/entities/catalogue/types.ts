import type { LockedQuestion, OpenQuestionWithOptions, QuestionSet } from '@exam/domain/schemas';

/** What the query API serves for the catalogue: the domain's response contract (`@exam/domain/schemas`). */
export type { QuestionSet, QuestionSetListing } from '@exam/domain/schemas';

/** GET /api/question-sets/:id as the catalogue reads it (questions with their options). */
export type QuestionSetDetail = QuestionSet & { questions: OpenQuestionWithOptions[] };

/** A question as the quiz reads it: open with its options, or a locked stub outside the caller's trial. */
export type WindowQuestion = OpenQuestionWithOptions | LockedQuestion;

/** GET /api/question-sets/:id?window=: the set, the first window of its order, the total and where the rest continues. */
export type QuestionSetWindow = QuestionSet & {
  questions: WindowQuestion[];
  questionsTotal: number;
  nextCursor: string | null;
};

/** GET /api/questions?cursor=&limit= (or ?ids=): a window of a set's questions with the set's total. */
export type QuestionWindow = { list: WindowQuestion[]; total: number; nextCursor?: string | null };

/** POST /api/questions/batch-count answers a map of set id to question count. */
export type QuestionCounts = Record<string, number>;
