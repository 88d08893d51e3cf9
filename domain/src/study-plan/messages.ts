import { ValidationError } from '../errors/index.js';
import { interpolate } from '../i18n/interpolate.js';
import { catalogueJa } from '../i18n/ja/index.js';

const texts = catalogueJa.server.studyPlan;

export const StudyPlanMessages = {
  examDate: texts.examDate,
  examDatePast: texts.examDatePast,
  examDateTooFar: texts.examDateTooFar,
  timeZone: texts.timeZone,
  setRequired: catalogueJa.server.redeem.setRequired,
  accessEndsBeforeExam: (date: string) => interpolate(texts.accessEndsBeforeExam, { date }),
} as const;

/** How far ahead an exam date may be. */
export const MAX_PLAN_DAYS = 730;

export const examDatePast = () =>
  new ValidationError(StudyPlanMessages.examDatePast, 'EXAM_DATE_PAST', { field: 'examDate' });
export const examDateTooFar = () =>
  new ValidationError(StudyPlanMessages.examDateTooFar, 'EXAM_DATE_TOO_FAR', { field: 'examDate' });
