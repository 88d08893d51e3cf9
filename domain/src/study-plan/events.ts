import type { Command, Event } from '../decider/index.js';

/** A learner set (or replaced) their study plan: one set, the exam date, and the time zone they live in. */
export type StudyPlanSet = Event<
  'StudyPlanSet',
  { userId: string; questionSetId: string; examDate: string; timeZone: string }
>;
export type StudyPlanEvent = StudyPlanSet;

export type SetStudyPlan = Command<
  'SetStudyPlan',
  StudyPlanSet['data'] & {
    /** Today in the learner's time zone, when the command was accepted. */
    today: string;
  }
>;

export const STUDY_PLAN_EVENT_TYPES: readonly StudyPlanEvent['type'][] = ['StudyPlanSet'];

/** One plan per learner. */
export const studyPlanStream = (userId: string) => `studyPlan-${userId}`;
