import type { StudyPlanEvent } from '@exam/domain';
import { invalidate } from '../../runner/notifications.js';
import { defineProjection, type Recorded } from '../../runner/projection.js';

export const STUDY_PLANS = 'study_plans';

/** A learner's study plan (id = user id): the set, the exam date and their time zone; the days are computed when read. */
export type StudyPlanDocument = {
  id: string;
  questionSetId: string;
  examDate: string;
  timeZone: string;
  _position?: number;
};

/** Study plans (issue 41): one document per learner, one write per event. */
export const studyPlansProjection = defineProjection({
  name: 'study-plans',
  collections: [{ name: STUDY_PLANS, indexes: [] }],
  handles: ['StudyPlanSet'],
  async apply(recorded, ctx) {
    const { data, position } = recorded as Recorded<StudyPlanEvent>;
    await ctx.upsert<StudyPlanDocument>(STUDY_PLANS, {
      id: data.userId,
      questionSetId: data.questionSetId,
      examDate: data.examDate,
      timeZone: data.timeZone,
    });
    ctx.notify(invalidate([{ type: 'StudyPlan', id: 'LIST' }], position, [`user:${data.userId}`]));
  },
});
