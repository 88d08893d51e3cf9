import { addDays, daysBetween } from './calendar.js';
import { catchUpQuestions, checkpointDay, type PlanReadiness } from './catch-up.js';

export type PlanDay = {
  date: string;
  newQuestions: number;
  reviews: number;
  /** Extra practice of the weak fields' questions while the readiness is under the target (catch-up.ts). */
  practice: number;
  minutes: number;
  /** A day for a full mock exam: the eve of the exam (the exam day when it is today), and halfway when far behind. */
  mockExam: boolean;
  /** A day kept for review only: no new questions. */
  reviewOnly: boolean;
};

export type PlanInput = {
  /** Today in the learner's time zone. */
  today: string;
  examDate: string;
  /** Questions of the set the learner has never answered. */
  unseen: number;
  /** Cards already in the learning path falling due per local date (overdue ones on today). */
  dueByDate: ReadonlyMap<string, number>;
  /** The exam's size, for the mock exam day's minutes. */
  examSize: number;
  /** The learner's readiness for the set; without it (nothing practised yet) the plan adds nothing. */
  readiness?: PlanReadiness;
};

/** Minutes a new question takes (reading, answering, the explanation), and a review. */
export const MINUTES_PER_NEW = 2;
export const MINUTES_PER_REVIEW = 1;
/** Minutes of the mock exam day's exam (a minute a question, as the default exam form suggests). */
const MINUTES_PER_EXAM_QUESTION = 1;
/**
 * Reviews a new question brings later: FSRS's learning steps and first intervals bring some back the next day
 * and a few days on (the share that is missed). Rough, and stated: the plan shows a load, not a promise.
 */
const FOLLOW_UPS: ReadonlyArray<[days: number, share: number]> = [
  [1, 0.4],
  [4, 0.25],
];

/** The last days before the exam are for review and a mock exam, once there are days enough to spare them. */
export const reservedDays = (days: number) => (days >= 7 ? 2 : days >= 3 ? 1 : 0);

/**
 * Issue 41's study plan from today to the exam date: the unseen questions spread over the learning days (each
 * day an even share of what is left, so the set is covered by the last learning day), the reviews the learning
 * path already holds plus those the new questions will bring, and the last days kept for review and a mock exam.
 * Computed from today's state: a skipped day simply leaves more for the days that remain (it adapts). Under the
 * readiness target it adds the weak fields' questions again, spread over the days before the eve's mock exam, and
 * when far under it a mock exam halfway (catch-up.ts).
 */
export function planStudy(input: PlanInput): PlanDay[] {
  const days = daysBetween(input.today, input.examDate) + 1;
  if (days <= 0) return [];
  const learningDays = Math.max(1, days - reservedDays(days));
  const plan: PlanDay[] = [];
  const followUps = new Map<number, number>();
  let left = input.unseen;
  const eve = Math.max(0, days - 2);
  const checkpoint = checkpointDay(input.readiness, days);
  const practiceDays = Math.max(1, eve);
  let practiceLeft = catchUpQuestions(input.readiness);
  for (let index = 0; index < days; index++) {
    const date = addDays(input.today, index);
    const learning = index < learningDays;
    const newQuestions = learning ? Math.ceil(left / (learningDays - index)) : 0;
    left -= newQuestions;
    for (const [after, share] of FOLLOW_UPS)
      followUps.set(index + after, (followUps.get(index + after) ?? 0) + newQuestions * share);
    const reviews = Math.round((input.dueByDate.get(date) ?? 0) + (followUps.get(index) ?? 0));
    const practice = index < practiceDays ? Math.ceil(practiceLeft / (practiceDays - index)) : 0;
    practiceLeft -= practice;
    const mockExam = index === eve || index === checkpoint;
    plan.push({
      date,
      newQuestions,
      reviews,
      practice,
      minutes: Math.ceil(
        newQuestions * MINUTES_PER_NEW +
          (reviews + practice) * MINUTES_PER_REVIEW +
          (mockExam ? input.examSize * MINUTES_PER_EXAM_QUESTION : 0),
      ),
      mockExam,
      reviewOnly: !learning,
    });
  }
  return plan;
}
