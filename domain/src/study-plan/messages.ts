import { ValidationError } from '../errors/index.js';

export const StudyPlanMessages = {
  examDate: '試験日は YYYY-MM-DD 形式の日付で指定してください',
  examDatePast: '試験日は今日以降の日付を指定してください',
  examDateTooFar: '試験日は2年以内の日付を指定してください',
  timeZone: 'タイムゾーンが正しくありません（例: Asia/Tokyo）',
  setRequired: '問題集を選択してください',
  accessEndsBeforeExam: (date: string) => `この問題集の利用期間は${date}に終わります。試験日より前です`,
} as const;

/** How far ahead an exam date may be. */
export const MAX_PLAN_DAYS = 730;

export const examDatePast = () =>
  new ValidationError(StudyPlanMessages.examDatePast, 'EXAM_DATE_PAST', { field: 'examDate' });
export const examDateTooFar = () =>
  new ValidationError(StudyPlanMessages.examDateTooFar, 'EXAM_DATE_TOO_FAR', { field: 'examDate' });
