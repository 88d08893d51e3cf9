import type { Decider } from '../decider/index.js';
import { daysBetween } from './calendar.js';
import type { SetStudyPlan, StudyPlanEvent, StudyPlanSet } from './events.js';
import { examDatePast, examDateTooFar, MAX_PLAN_DAYS } from './messages.js';

export type StudyPlanState = StudyPlanSet['data'] | null;

/** The same plan again appends nothing; an exam date before today (the learner's) or too far ahead is refused. */
export const studyPlanDecider: Decider<StudyPlanState, SetStudyPlan, StudyPlanEvent> = {
  initialState: () => null,
  evolve: (_state, event) => event.data,
  decide: ({ data }, state) => {
    const { today, ...plan } = data;
    const days = daysBetween(today, plan.examDate);
    if (days < 0) throw examDatePast();
    if (days > MAX_PLAN_DAYS) throw examDateTooFar();
    if (
      state &&
      state.questionSetId === plan.questionSetId &&
      state.examDate === plan.examDate &&
      state.timeZone === plan.timeZone
    )
      return [];
    return [{ type: 'StudyPlanSet', data: plan }];
  },
};
