import { describe, expect, it } from 'vitest';
import { studyPlanBody } from '../schemas/study-plan.js';
import { deciderSpec, refusal } from '../test-support/decider-spec.js';
import { addDays, localDate } from './calendar.js';
import { catchUpQuestions } from './catch-up.js';
import { studyPlanDecider } from './decider.js';
import type { SetStudyPlan } from './events.js';
import { type PlanDay, planStudy } from './plan.js';

const { given } = deciderSpec(studyPlanDecider);
const none = new Map<string, number>();

describe('study plan', () => {
  it('given 100 unseen questions and 14 days, then every question is planned on a learning day and the last two days are review and a mock exam', () => {
    const days = planStudy({
      today: '2026-03-01',
      examDate: '2026-03-14',
      unseen: 100,
      dueByDate: none,
      examSize: 20,
    });
    expect(days).toHaveLength(14);
    expect(days.reduce((sum, day) => sum + day.newQuestions, 0)).toBe(100);
    expect(days.slice(-2).every((day) => day.reviewOnly && day.newQuestions === 0)).toBe(true);
    expect(days.filter((day) => day.mockExam).map((day) => day.date)).toEqual(['2026-03-13']);
    // Even shares: no learning day has more than one question above another.
    const shares = days.filter((day) => !day.reviewOnly).map((day) => day.newQuestions);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    expect(days[0]).toMatchObject({ date: '2026-03-01', newQuestions: 9, reviews: 0, minutes: 18 });
    // The new questions bring reviews the next days.
    expect(days[1]?.reviews).toBeGreaterThan(0);
  });

  it('given skipped days, when the plan is made again from the days left, then it still covers the set by the date with more a day', () => {
    const before = planStudy({
      today: '2026-03-01',
      examDate: '2026-03-14',
      unseen: 100,
      dueByDate: none,
      examSize: 20,
    });
    // Nothing studied for three days: the same 100 questions are left on the 4th.
    const after = planStudy({
      today: '2026-03-04',
      examDate: '2026-03-14',
      unseen: 100,
      dueByDate: none,
      examSize: 20,
    });
    expect(after).toHaveLength(11);
    expect(after.reduce((sum, day) => sum + day.newQuestions, 0)).toBe(100);
    expect(after[0]?.newQuestions).toBeGreaterThan(before[0]?.newQuestions ?? 0);
    expect(after.filter((day) => day.newQuestions > 0).at(-1)?.date).toBe('2026-03-12');
  });

  it("given cards already due, then they are today's and their day's reviews; given the exam today, then one day with the mock exam", () => {
    const due = new Map([
      ['2026-03-01', 5],
      ['2026-03-03', 2],
    ]);
    const days = planStudy({
      today: '2026-03-01',
      examDate: '2026-03-03',
      unseen: 0,
      dueByDate: due,
      examSize: 10,
    });
    expect(days.map((day) => day.reviews)).toEqual([5, 0, 2]);
    const examToday = planStudy({
      today: '2026-03-01',
      examDate: '2026-03-01',
      unseen: 4,
      dueByDate: none,
      examSize: 10,
    });
    expect(examToday).toEqual([
      {
        date: '2026-03-01',
        newQuestions: 4,
        reviews: 0,
        practice: 0,
        minutes: 18,
        mockExam: true,
        reviewOnly: false,
      },
    ]);
    expect(
      planStudy({ today: '2026-03-02', examDate: '2026-03-01', unseen: 4, dueByDate: none, examSize: 10 }),
    ).toEqual([]);
  });

  const total = (days: PlanDay[], key: 'newQuestions' | 'practice' | 'minutes') =>
    days.reduce((sum, day) => sum + day[key], 0);
  const towardExam = (passProbability?: number) =>
    planStudy({
      today: '2026-03-01',
      examDate: '2026-03-14',
      unseen: 60,
      dueByDate: none,
      examSize: 20,
      readiness: passProbability === undefined ? undefined : { passProbability, weakQuestions: 80 },
    });

  it('given a learner under the readiness target, when planned, then each day before the mock exam holds more work than for one above it, and the set is still covered by the date', () => {
    const behind = towardExam(0.4);
    const ahead = towardExam(0.9);
    // Above the target: nothing added, the plan of a learner with no estimate.
    expect(ahead).toEqual(towardExam());
    expect(total(ahead, 'practice')).toBe(0);
    // Half the target: half of the weak fields' 80 questions again, spread evenly over the 12 days before the eve.
    expect(total(behind, 'practice')).toBe(40);
    const before = behind.slice(0, 12);
    for (const [index, day] of before.entries()) {
      expect(day.practice).toBeGreaterThanOrEqual(3);
      expect(day.minutes).toBeGreaterThan(ahead[index]?.minutes ?? 0);
    }
    expect(behind.slice(12).map((day) => day.practice)).toEqual([0, 0]);
    expect(total(behind, 'newQuestions')).toBe(60);
    expect(behind.map((day) => day.newQuestions)).toEqual(ahead.map((day) => day.newQuestions));
    // Far under the target (0.4 is 0.4 short): a mock exam halfway too, to check the progress.
    expect(behind.filter((day) => day.mockExam).map((day) => day.date)).toEqual(['2026-03-07', '2026-03-13']);
    expect(ahead.filter((day) => day.mockExam).map((day) => day.date)).toEqual(['2026-03-13']);
  });

  it('given a learner a little under the target, then a little practice and no halfway exam; the closer, the less', () => {
    const near = towardExam(0.7);
    const far = towardExam(0.2);
    expect(total(near, 'practice')).toBe(10);
    expect(total(far, 'practice')).toBe(60);
    expect(near.filter((day) => day.mockExam)).toHaveLength(1);
    expect(catchUpQuestions({ passProbability: 0.8, weakQuestions: 50 })).toBe(0);
    expect(catchUpQuestions({ passProbability: 0, weakQuestions: 50 })).toBe(50);
    // Short of time, the practice still fits before the exam: on the day itself when it is today.
    const today = planStudy({
      today: '2026-03-01',
      examDate: '2026-03-01',
      unseen: 0,
      dueByDate: none,
      examSize: 10,
      readiness: { passProbability: 0.4, weakQuestions: 10 },
    });
    expect(today.map((day) => [day.practice, day.mockExam])).toEqual([[5, true]]);
  });

  it("days are the learner's: 23:30 UTC is already tomorrow in Tokyo", () => {
    expect(localDate(new Date('2026-03-01T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-02');
    expect(localDate(new Date('2026-03-01T23:30:00Z'), 'America/New_York')).toBe('2026-03-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  const set = (examDate: string, today = '2026-03-01'): SetStudyPlan => ({
    type: 'SetStudyPlan',
    data: { userId: 'u1', questionSetId: 's1', examDate, timeZone: 'Asia/Tokyo', today },
  });

  it('given no plan, when set, then recorded; the same again appends nothing; a past or far date is refused', () => {
    const [event] = given().when(set('2026-04-01'));
    expect(event).toEqual({
      type: 'StudyPlanSet',
      data: { userId: 'u1', questionSetId: 's1', examDate: '2026-04-01', timeZone: 'Asia/Tokyo' },
    });
    expect(given(event as never).when(set('2026-04-01'))).toEqual([]);
    expect(refusal(() => given().when(set('2026-02-28'))).code).toBe('EXAM_DATE_PAST');
    expect(refusal(() => given().when(set('2029-01-01'))).code).toBe('EXAM_DATE_TOO_FAR');
  });

  it('refuses a malformed date or time zone in the body', () => {
    expect(studyPlanBody.safeParse({ questionSetId: 's', examDate: '2026-02-30' }).success).toBe(false);
    expect(
      studyPlanBody.safeParse({ questionSetId: 's', examDate: '2026-03-01', timeZone: 'Mars/Base' }).success,
    ).toBe(false);
    expect(
      studyPlanBody.parse({ questionSetId: 's', examDate: '2026-03-01', timeZone: 'Europe/Paris' }),
    ).toEqual({
      questionSetId: 's',
      examDate: '2026-03-01',
      timeZone: 'Europe/Paris',
    });
  });
});
