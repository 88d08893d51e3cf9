// Browser-safe zod schemas of the admin API payloads (the web imports this barrel: no node-only imports).
import type { z } from 'zod';
import type {
  recordAnswerBatchBody,
  recordAnswerBody,
  saveProgressBody,
  saveWrongAnswerBody,
  wrongAnswerMemoBody,
} from './practice.js';
import type {
  newQuestionBody,
  optionBody,
  questionBody,
  reorderBody,
  updateQuestionBody,
} from './question.js';
import type {
  batchCountBody,
  createQuestionSetBody,
  featureBody,
  updateQuestionSetBody,
} from './question-set.js';
import type { changeUserRoleBody, createUserBody, updateUserProfileBody } from './user.js';

export * from './admin-question.js';
export * from './audit.js';
export * from './catalogue.js';
export * from './client-config.js';
export * from './commerce.js';
export * from './commerce-results.js';
export * from './home-content.js';
export * from './learning-path.js';
export * from './localize-home-content.js';
export * from './mock-exam.js';
export * from './offline-bundle.js';
export {
  QUESTION_SET_ID_REQUIRED,
  recordAnswerBatchBody,
  recordAnswerBody,
  saveProgressBody,
  saveWrongAnswerBody,
  wrongAnswerMemoBody,
} from './practice.js';
export * from './practice-results.js';
export {
  moveQuestionBody,
  newQuestionBody,
  optionBody,
  questionBody,
  reorderBody,
  updateQuestionBody,
} from './question.js';
export * from './question-report.js';
export {
  BATCH_COUNT_IDS_REQUIRED,
  batchCountBody,
  createQuestionSetBody,
  featureBody,
  optionOrderBody,
  updateQuestionSetBody,
} from './question-set.js';
export * from './readiness.js';
export { numberLike, paidFlag } from './shared.js';
export * from './statistics.js';
export * from './study-plan.js';
export {
  changeUserRoleBody,
  chooseLanguageBody,
  chooseTimeZoneBody,
  createUserBody,
  type PublicUser,
  publicUserSchema,
  updateUserProfileBody,
} from './user.js';

/** Parsed (normalised) payloads, as the command side receives them. */
export type CreateQuestionSetBody = z.output<typeof createQuestionSetBody>;
export type UpdateQuestionSetBody = z.output<typeof updateQuestionSetBody>;
export type FeatureBody = z.output<typeof featureBody>;
export type NewQuestionBody = z.output<typeof newQuestionBody>;
export type OptionBody = z.output<typeof optionBody>;
export type QuestionBody = z.output<typeof questionBody>;
export type UpdateQuestionBody = z.output<typeof updateQuestionBody>;
export type ReorderBody = z.output<typeof reorderBody>;
export type BatchCountBody = z.output<typeof batchCountBody>;

/** What a client may send, before normalisation (for typed web forms and API calls). */
export type CreateQuestionSetBodyInput = z.input<typeof createQuestionSetBody>;
export type UpdateQuestionSetBodyInput = z.input<typeof updateQuestionSetBody>;
export type FeatureBodyInput = z.input<typeof featureBody>;
export type QuestionBodyInput = z.input<typeof questionBody>;
export type UpdateQuestionBodyInput = z.input<typeof updateQuestionBody>;
export type ReorderBodyInput = z.input<typeof reorderBody>;
export type BatchCountBodyInput = z.input<typeof batchCountBody>;
export type CreateUserBody = z.output<typeof createUserBody>;
export type CreateUserBodyInput = z.input<typeof createUserBody>;
export type ChangeUserRoleBody = z.output<typeof changeUserRoleBody>;
export type UpdateUserProfileBody = z.output<typeof updateUserProfileBody>;
export type RecordAnswerBody = z.output<typeof recordAnswerBody>;
export type RecordAnswerBodyInput = z.input<typeof recordAnswerBody>;
export type RecordAnswerBatchBody = z.output<typeof recordAnswerBatchBody>;
export type SaveProgressBody = z.output<typeof saveProgressBody>;
export type SaveWrongAnswerBody = z.output<typeof saveWrongAnswerBody>;
export type WrongAnswerMemoBody = z.output<typeof wrongAnswerMemoBody>;
