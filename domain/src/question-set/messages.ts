import { ConflictError, NotFoundError, ValidationError } from '../errors/index.js';
import { Bounds } from '../rules/bounds.js';

/**
 * The texts of admin spec §5 (quoted as they must appear) and the codes we pair them with.
 * Messages the spec does not quote are ours, in the same Japanese register.
 */
export const QuestionSetMessages = {
  titleRequired: '問題集のタイトルを入力してください',
  /** The ranges and their texts live in rules/bounds.ts (one place for the server and the forms). */
  priceInvalid: Bounds.price.message,
  trialQuestionsInvalid: Bounds.trialQuestions.message,
  validityPeriodInvalid: Bounds.validityPeriod.message,
  featuredCategoryRequired: 'おすすめカテゴリを入力してください',
  notFound: '問題集が見つかりません',
  exists: '問題集は既に存在します',
  questionNotFound: '問題が見つかりません',
  questionExists: '同じIDの問題が既に存在します',
  questionOrderInvalid: '問題の並び順が現在の問題と一致しません',
  /** `{count}`: the set's number of questions (the place is shown 1-based, as the manager numbers them). */
  questionPositionInvalid: '移動先の番号は1〜{count}の整数で指定してください',
  optionOrderFlagInvalid: '選択肢の並び順の設定は true または false で指定してください',
  questionTypeInvalid: '問題の種類が正しくありません',
  optionIdDuplicate: '選択肢のIDが重複しています',
  optionTextDuplicate: '同じ内容の選択肢があります。選択肢はそれぞれ違う内容にしてください',
  questionTextRequired: '問題内容を入力してください',
  explanationRequired: '解説を入力してください',
  /** Both forms: the add form drops blank options first, the edit form refuses them before counting. */
  optionsTooFew: '有効な選択肢を少なくとも2つ追加してください',
  optionTextRequired: '選択肢の内容は空にできません',
  singleAnswerRequiredOnAdd: '正しい答えを選択してください',
  multipleAnswerRequiredOnAdd: '正しい答えを少なくとも1つ選択してください',
  singleAnswerRequiredOnEdit: '正しい答えを一つ選択してください',
  multipleAnswerRequiredOnEdit: '少なくとも一つの正しい答えを選択してください',
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
