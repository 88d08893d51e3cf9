import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors/index.js';
import { catalogueJa } from '../i18n/ja/index.js';
import { LengthBounds } from '../rules/bounds.js';

/** Learner-facing texts (learner spec §5 and §8 where quoted; ours in the same register otherwise). */
export const PracticeMessages = catalogueJa.server.practice;

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
