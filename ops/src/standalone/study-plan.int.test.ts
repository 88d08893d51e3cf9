import { addDays, localDate } from '@exam/domain';
import { SET_QUESTIONS, type SetQuestion } from '@exam/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  freeSetPayload,
  type PracticeHarness,
  paidSetPayload,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';

const a = bearer(TOKENS.aPhone);
const admin = bearer(TOKENS.admin);

/** Issue 41 over HTTP: the study plan to an exam date follows what the learner does. */
describe('study plan', () => {
  let harness: PracticeHarness;
  let freeSetId: string;
  let paidSetId: string;
  const today = () => localDate(new Date(), 'Asia/Tokyo');

  const head = () => harness.standalone.eventStore.headPosition();
  const plan = async (auth = a) => {
    const response = await harness.http
      .get('/api/study-plan')
      .set(auth)
      .set('X-Min-Position', String(await head()));
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };
  const put = (body: object, auth = a) => harness.http.put('/api/study-plan').set(auth).send(body);

  beforeAll(async () => {
    harness = await startPracticeStandalone({ DEBUG_PURCHASES: 'true' });
    const created = await Promise.all(
      [freeSetPayload(), { ...paidSetPayload(), validityPeriod: 5 }].map((payload) =>
        harness.http.post('/api/question-sets').set(admin).send(payload),
      ),
    );
    [freeSetId, paidSetId] = created.map((response) => response.body.data.id as string) as [string, string];
    await harness.standalone.progress.waitForPosition(await head(), 5_000);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given no plan, then null; given bad plans, then each is refused and nothing is appended', async () => {
    expect(await plan()).toBeNull();
    const before = await head();
    const cases: Array<[object, number, string]> = [
      [{ questionSetId: freeSetId, examDate: addDays(today(), -1) }, 400, 'EXAM_DATE_PAST'],
      [{ questionSetId: freeSetId, examDate: addDays(today(), 800) }, 400, 'EXAM_DATE_TOO_FAR'],
      [{ questionSetId: freeSetId, examDate: '2026-02-30' }, 400, 'VALIDATION_FAILED'],
      [
        { questionSetId: freeSetId, examDate: addDays(today(), 3), timeZone: 'Mars/Base' },
        400,
        'VALIDATION_FAILED',
      ],
      [{ questionSetId: 'no-such-set', examDate: addDays(today(), 3) }, 404, 'QUESTION_SET_NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.code).toBe(code);
    }
    expect((await put({ questionSetId: freeSetId, examDate: addDays(today(), -1) })).body.message).toBe(
      '試験日は今日以降の日付を指定してください',
    );
    expect(await head()).toBe(before);
  });

  it('given an exam in 9 days, then the plan covers every question before the review days; answering two leaves two', async () => {
    const examDate = addDays(today(), 9);
    expect((await put({ questionSetId: freeSetId, examDate, timeZone: 'Asia/Tokyo' })).status).toBe(200);
    const first = await plan();
    expect(first).toMatchObject({
      questionSetId: freeSetId,
      examDate,
      timeZone: 'Asia/Tokyo',
      daysLeft: 10,
      total: 4,
      unseen: 4,
      warnings: [],
    });
    expect(first.days).toHaveLength(10);
    // Nothing practised yet: no estimate.
    expect(first.readiness).toBeNull();
    expect(first.today.date).toBe(today());
    expect(first.days.reduce((sum: number, day: { newQuestions: number }) => sum + day.newQuestions, 0)).toBe(
      4,
    );
    expect(first.days.at(-2)).toMatchObject({ mockExam: true, reviewOnly: true, newQuestions: 0 });

    const questions = await harness.standalone.documentStore
      .collection<SetQuestion>(SET_QUESTIONS)
      .find({ questionSetId: freeSetId }, { sort: [['rank', 1]] });
    for (const question of questions.slice(0, 2))
      await harness.http
        .post(`/api/practice/${freeSetId}/answers`)
        .set(a)
        .send({ questionId: question.id, selectedOptionIds: [question.options[1]?.id] });
    const after = await plan();
    expect(after.unseen).toBe(2);
    // Two wrong answers: an estimate now, well under the target.
    expect(after.readiness).toMatchObject({ target: 0.8, onTrack: false });
    expect(after.readiness.passProbability).toBeLessThan(0.8);
    // Under the target, the plan practises the set's weak questions again; there was none before any estimate.
    const practice = (days: Array<{ practice: number }>) => days.reduce((sum, day) => sum + day.practice, 0);
    expect(practice(first.days)).toBe(0);
    expect(practice(after.days)).toBeGreaterThan(0);
    expect(after.days.reduce((sum: number, day: { newQuestions: number }) => sum + day.newQuestions, 0)).toBe(
      2,
    );
    // The two wrong answers are in the learning path: due reviews appear in the plan.
    expect(
      after.days.reduce((sum: number, day: { reviews: number }) => sum + day.reviews, 0),
    ).toBeGreaterThan(0);
  });

  it('given access that ends before the exam, then the plan warns with the last day', async () => {
    // The debug purchase grants its caller, an administrator (who may keep a plan like anyone).
    const bought = await harness.http
      .post('/api/purchases/direct-purchase')
      .set(admin)
      .send({ questionSetId: paidSetId });
    expect(bought.status, bought.text).toBeLessThan(300);
    await put({ questionSetId: freeSetId, examDate: addDays(today(), 5), timeZone: 'Europe/Paris' }, admin);
    // The same time zone as saved before: the body may leave it out.
    expect((await put({ questionSetId: paidSetId, examDate: addDays(today(), 30) }, admin)).status).toBe(200);
    const warned = await plan(admin);
    expect(warned.timeZone).toBe('Europe/Paris');
    expect(warned.warnings).toEqual([
      expect.objectContaining({
        code: 'ACCESS_ENDS_BEFORE_EXAM',
        message: expect.stringContaining('試験日より前です'),
      }),
    ]);
  });

  it('when every group is rebuilt, then the plan reads the same', async () => {
    const before = await plan();
    const { rebuildEveryGroup } = await import('./test-support/rebuild-all.js');
    await rebuildEveryGroup(harness.standalone);
    expect(await plan()).toEqual(before);
  });
});
