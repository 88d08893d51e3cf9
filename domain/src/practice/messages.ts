import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors/index.js';
import { LengthBounds } from '../rules/bounds.js';

/** Learner-facing texts (learner spec §5 and §8 where quoted; ours in the same register otherwise). */
export const PracticeMessages = {
  answerRequired: '少なくとも1つの選択肢を選んでください',
  optionNotInQuestion: '選択された選択肢はこの問題のものではありません',
  trialEnded: '試用期間が終了しました。続けるには購入してください',
  lastQuestionIndexInvalid: 'lastQuestionIndex は0以上の整数で指定してください',
  timeSpentInvalid: 'timeSpent は0以上の数値で指定してください',
  wrongAnswerNotFound: '間違い問題が見つかりません',
  answerNotJudgedWrong: 'この解答は不正解として記録されていません',
  /** The spec quotes only the memo's success in Chinese (更新备注成功); its refusal is ours, in Japanese. */
  memoTooLong: 'メモは1,000文字以内で入力してください',
  progressSaved: '進捗を保存しました',
  progressReset: '进度已重置',
  wrongAnswerSaved: '間違い問題を保存しました',
  wrongAnswerDeleted: '删除成功',
  memoUpdated: '更新备注成功',
  clientIdInvalid: 'clientId は UUID で指定してください',
  answeredAtInvalid: 'answeredAt は ISO 8601 形式の日時で指定してください',
} as const;

/** The memo's length bound lives in rules/bounds.ts (the spec's text above quotes it). */
export const MEMO_MAX_LENGTH = LengthBounds.memo.max;

export const answerRequired = () => new ValidationError(PracticeMessages.answerRequired, 'ANSWER_REQUIRED');
export const optionNotInQuestion = () =>
  new ValidationError(PracticeMessages.optionNotInQuestion, 'OPTION_NOT_IN_QUESTION');
export const trialEnded = () => new ForbiddenError(PracticeMessages.trialEnded, 'TRIAL_ENDED');
export const wrongAnswerNotFound = () =>
  new NotFoundError(PracticeMessages.wrongAnswerNotFound, 'WRONG_ANSWER_NOT_FOUND');
export const answerNotJudgedWrong = () =>
  new ConflictError(PracticeMessages.answerNotJudgedWrong, 'ANSWER_NOT_JUDGED_WRONG');
export const memoTooLong = () =>
  new ValidationError(PracticeMessages.memoTooLong, 'MEMO_TOO_LONG', { field: 'memo' });
