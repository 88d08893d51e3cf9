export {
  addDays,
  DEFAULT_TIME_ZONE,
  daysBetween,
  isCalendarDate,
  isTimeZone,
  localDate,
} from './calendar.js';
export { catchUpQuestions, type PlanReadiness, READINESS_TARGET, readinessGap } from './catch-up.js';
export { type StudyPlanState, studyPlanDecider } from './decider.js';
export type * from './events.js';
export { STUDY_PLAN_EVENT_TYPES, studyPlanStream } from './events.js';
export { examDatePast, examDateTooFar, MAX_PLAN_DAYS, StudyPlanMessages } from './messages.js';
export {
  MINUTES_PER_NEW,
  MINUTES_PER_REVIEW,
  type PlanDay,
  type PlanInput,
  planStudy,
  reservedDays,
} from './plan.js';
