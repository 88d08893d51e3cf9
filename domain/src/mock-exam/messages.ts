import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors/index.js';
import { catalogueJa } from '../i18n/ja/index.js';

export const MockExamMessages = catalogueJa.server.mockExam;

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
