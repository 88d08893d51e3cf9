import { ConflictError, NotFoundError, ValidationError } from '../errors/index.js';
import { catalogueJa } from '../i18n/ja/index.js';
import { Bounds } from '../rules/bounds.js';

/**
 * The texts of admin spec §5 (quoted as they must appear) and the codes we pair them with.
 * Messages the spec does not quote are ours, in the same Japanese register.
 */
const texts = catalogueJa.server.questionSet;
export const QuestionSetMessages = {
  titleRequired: texts.titleRequired,
  /** The ranges and their texts live in rules/bounds.ts (one place for the server and the forms). */
  priceInvalid: Bounds.price.message,
  trialQuestionsInvalid: Bounds.trialQuestions.message,
  validityPeriodInvalid: Bounds.validityPeriod.message,
  featuredCategoryRequired: texts.featuredCategoryRequired,
  notFound: texts.notFound,
  exists: texts.exists,
  questionNotFound: texts.questionNotFound,
  questionExists: texts.questionExists,
  questionOrderInvalid: texts.questionOrderInvalid,
  /** `{{count}}`: the set's number of questions (the place is shown 1-based, as the manager numbers them). */
  questionPositionInvalid: texts.questionPositionInvalid,
  optionOrderFlagInvalid: texts.optionOrderFlagInvalid,
  questionTypeInvalid: texts.questionTypeInvalid,
  optionIdDuplicate: texts.optionIdDuplicate,
  optionTextDuplicate: texts.optionTextDuplicate,
  questionTextRequired: texts.questionTextRequired,
  explanationRequired: texts.explanationRequired,
  /** Both forms: the add form drops blank options first, the edit form refuses them before counting. */
  optionsTooFew: texts.optionsTooFew,
  optionTextRequired: texts.optionTextRequired,
  singleAnswerRequiredOnAdd: texts.singleAnswerRequiredOnAdd,
  multipleAnswerRequiredOnAdd: texts.multipleAnswerRequiredOnAdd,
  singleAnswerRequiredOnEdit: texts.singleAnswerRequiredOnEdit,
  multipleAnswerRequiredOnEdit: texts.multipleAnswerRequiredOnEdit,
} as const;

/** What an edited question with an empty explanation is saved with (admin spec §5 "Edit question"). */
export const NO_EXPLANATION = '解説なし';

export const questionSetNotFound = () =>
  new NotFoundError(QuestionSetMessages.notFound, 'QUESTION_SET_NOT_FOUND');

export const questionSetExists = (questionSetId: string) =>
  new ConflictError(QuestionSetMessages.exists, 'QUESTION_SET_EXISTS', { questionSetId });

export const questionNotFound = () =>
  new NotFoundError(QuestionSetMessages.questionNotFound, 'QUESTION_NOT_FOUND');

export const questionExists = (questionId: string) =>
  new ConflictError(QuestionSetMessages.questionExists, 'QUESTION_EXISTS', { questionId });

export const invalid = (message: string, code: string, details?: Record<string, unknown>) =>
  new ValidationError(message, code, details);
