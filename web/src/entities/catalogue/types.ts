import type { OpenQuestionWithOptions, QuestionSet } from '@exam/domain/schemas';

/** What the query API serves for the catalogue: the domain's response contract (`@exam/domain/schemas`). */
export type { QuestionSet, QuestionSetListing } from '@exam/domain/schemas';

/** GET /api/question-sets/:id as the catalogue reads it (questions with their options). */
export type QuestionSetDetail = QuestionSet & { questions: OpenQuestionWithOptions[] };

/** POST /api/questions/batch-count answers a map of set id to question count. */
export type QuestionCounts = Record<string, number>;
