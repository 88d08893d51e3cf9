import { z } from 'zod';
import { isCalendarDate, isTimeZone } from '../study-plan/calendar.js';
import { StudyPlanMessages } from '../study-plan/messages.js';

/** PUT /study-plan (issue 41); the time zone defaults to the one saved before, else Asia/Tokyo. */
export const studyPlanBody = z.strictObject({
  questionSetId: z
    .string({ error: StudyPlanMessages.setRequired })
    .trim()
    .min(1, { error: StudyPlanMessages.setRequired }),
  examDate: z
    .string({ error: StudyPlanMessages.examDate })
    .refine(isCalendarDate, { error: StudyPlanMessages.examDate }),
  timeZone: z
    .string({ error: StudyPlanMessages.timeZone })
    .refine(isTimeZone, { error: StudyPlanMessages.timeZone })
    .optional(),
});
export type StudyPlanBody = z.output<typeof studyPlanBody>;

const planDay = z.object({
  date: z.string(),
  newQuestions: z.number().int(),
  reviews: z.number().int(),
  /** Extra practice of the weak fields' questions while the pass estimate is under the target. */
  practice: z.number().int(),
  minutes: z.number().int(),
  mockExam: z.boolean(),
  reviewOnly: z.boolean(),
});

/** GET /study-plan: today's work and every day to the exam, in the learner's time zone; null without a plan. */
export const studyPlanSchema = z
  .object({
    questionSetId: z.string(),
    setTitle: z.string().nullable(),
    /** The pass estimate of GET /learning-path/readiness for this set, against the target; null before practice. */
    readiness: z
      .object({
        passProbability: z.number(),
        low: z.number(),
        high: z.number(),
        target: z.number(),
        onTrack: z.boolean(),
        /** The fields under the pass mark, which the plan's extra practice is drawn from. */
        holdingBack: z.array(z.string()),
      })
      .nullable(),
    examDate: z.string(),
    timeZone: z.string(),
    /** Days from today to the exam date, both counted. */
    daysLeft: z.number().int(),
    unseen: z.number().int(),
    total: z.number().int(),
    today: planDay.nullable(),
    days: z.array(planDay),
    warnings: z.array(
      z.object({
        code: z.enum(['ACCESS_ENDS_BEFORE_EXAM', 'EXAM_DATE_PASSED']),
        message: z.string(),
        date: z.string(),
      }),
    ),
  })
  .nullable();
export type StudyPlanView = z.infer<typeof studyPlanSchema>;
