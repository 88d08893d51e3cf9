import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors/index.js';

export const MockExamMessages = {
  notFound: '模擬試験が見つかりません',
  notYours: 'この模擬試験はあなたのものではありません',
  ended: 'この模擬試験は終了しています（提出済みまたは制限時間切れ）',
  alreadyStarted: 'この模擬試験はすでに開始されています',
  notInExam: 'この問題は模擬試験に含まれていません',
  optionNotInQuestion: '選択肢が問題に含まれていません',
  notDueYet: '制限時間はまだ残っています',
} as const;

export const examNotFound = () => new NotFoundError(MockExamMessages.notFound, 'MOCK_EXAM_NOT_FOUND');
export const examNotYours = () => new ForbiddenError(MockExamMessages.notYours, 'MOCK_EXAM_NOT_YOURS');
export const examEnded = () => new ConflictError(MockExamMessages.ended, 'MOCK_EXAM_ENDED');
export const examAlreadyStarted = () =>
  new ConflictError(MockExamMessages.alreadyStarted, 'MOCK_EXAM_EXISTS');
export const questionNotInExam = () =>
  new ValidationError(MockExamMessages.notInExam, 'QUESTION_NOT_IN_EXAM');
export const examOptionNotInQuestion = () =>
  new ValidationError(MockExamMessages.optionNotInQuestion, 'OPTION_NOT_IN_QUESTION');
export const examNotDueYet = () => new ConflictError(MockExamMessages.notDueYet, 'MOCK_EXAM_NOT_DUE');
