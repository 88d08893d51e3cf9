import { ConflictError, NotFoundError, ValidationError } from '../errors/index.js';

export const QuestionReportMessages = {
  reason: '報告の理由を選んでください（正解が違う・問題文がわかりにくい・誤字・その他）',
  noteRequired: '「その他」を選んだときは内容を書いてください',
  outcome: '対応結果は resolved（対応済み）か rejected（対応しない）で指定してください',
  rejectionNoteRequired: '対応しない理由を書いてください（報告した方に届きます）',
  exists: 'この報告はすでに登録されています',
  alreadyOpen: 'この問題への報告はすでに受け付けています。対応をお待ちください',
  notFound: '報告が見つかりません',
  closed: 'この報告はすでに対応済みです',
} as const;

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
