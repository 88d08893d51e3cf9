import { ConflictError, NotFoundError, ValidationError } from '../errors/index.js';
import { catalogueJa } from '../i18n/ja/index.js';

export const QuestionReportMessages = catalogueJa.server.questionReport;

export const reportNoteRequired = () =>
  new ValidationError(QuestionReportMessages.noteRequired, 'REPORT_NOTE_REQUIRED', { field: 'note' });
export const rejectionNoteRequired = () =>
  new ValidationError(QuestionReportMessages.rejectionNoteRequired, 'RESOLUTION_NOTE_REQUIRED', {
    field: 'note',
  });
export const reportExists = () => new ConflictError(QuestionReportMessages.exists, 'REPORT_EXISTS');
export const reportAlreadyOpen = () =>
  new ConflictError(QuestionReportMessages.alreadyOpen, 'REPORT_ALREADY_OPEN');
export const reportNotFound = () => new NotFoundError(QuestionReportMessages.notFound, 'REPORT_NOT_FOUND');
export const reportClosed = () => new ConflictError(QuestionReportMessages.closed, 'REPORT_CLOSED');
