import type { StoredDocument } from '@exam/platform';
import { SET_QUESTIONS, type SetQuestion } from '@exam/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type CommerceHarness,
  createPaidSet,
  learnerHeaders,
  startCommerce,
} from './test-support/commerce-harness.js';
import { rebuildEveryGroup } from './test-support/rebuild-all.js';

/** Issue 15: item statistics from learners' answers, the sales report, and both rebuilt from the events. */
describe('statistics: item analysis and sales', () => {
  let harness: CommerceHarness;
  let setId: string;
  let questions: SetQuestion[];

  const answer = async (learner: number, index: number, correct: boolean, timeSpentMs = 10_000) => {
    const question = questions[index] as SetQuestion;
    const option = question.options.find((entry) => entry.isCorrect === correct) as { id: string };
    const response = await harness.http
      .post(`/api/practice/${setId}/answers`)
      .set(learnerHeaders(learner))
      .send({ questionId: question.id, selectedOptionIds: [option.id], timeSpentMs });
    expect(response.status, response.text).toBe(200);
  };

  beforeAll(async () => {
    harness = await startCommerce();
    ({ setId } = await createPaidSet(harness, { isPaid: false, price: 0, title: '統計の問題集' }));
    questions = await harness.standalone.documentStore
      .collection<SetQuestion>(SET_QUESTIONS)
      .find({ questionSetId: setId }, { sort: [['rank', 1]] });
    // First answers (1 = correct), as in the unit test's grid: u1 1 1 1, u2 1 1 0, u3 0 1 0, u4 0 0 1.
    const grid = [
      [1, 1, 1],
      [1, 1, 0],
      [0, 1, 0],
      [0, 0, 1],
    ];
    for (const [learner, row] of grid.entries())
      for (const [index, correct] of row.entries()) await answer(learner + 1, index, correct === 1);
    // A repeated answer counts as an attempt, not as a first answer.
    await answer(3, 0, true, 30_000);
    await harness.settle(await harness.head());
  });
  afterAll(async () => {
    await harness?.close();
  });

  const statistics = async () => {
    const response = await harness.http.get(`/api/admin/statistics/question-sets/${setId}`).set(ADMIN);
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };

  it('given four learners, then facility, discrimination, options and times match the hand-computed figures', async () => {
    const data = await statistics();
    expect(data).toMatchObject({ questionSetId: setId, title: '統計の問題集', learners: 4 });
    const byId = new Map(data.questions.map((item: { questionId: string }) => [item.questionId, item]));
    expect(byId.get(questions[0]?.id)).toMatchObject({
      attempts: 5,
      firstAttempts: 4,
      facility: 0.5,
      discrimination: 0.577,
      averageTimeMs: 14_000,
    });
    expect(byId.get(questions[1]?.id)).toMatchObject({ facility: 0.75, discrimination: 0 });
    expect(byId.get(questions[2]?.id)).toMatchObject({ facility: 0.5, discrimination: -0.302 });
    const counts = (byId.get(questions[1]?.id) as { options: Array<{ isCorrect: boolean; count: number }> })
      .options;
    expect(counts).toEqual([
      expect.objectContaining({ isCorrect: true, count: 3 }),
      expect.objectContaining({ isCorrect: false, count: 1 }),
    ]);
  });

  it('given a learner or an unknown set, then 403 and 404', async () => {
    const path = `/api/admin/statistics/question-sets/${setId}`;
    expect((await harness.http.get(path).set(learnerHeaders(1))).status).toBe(403);
    expect((await harness.http.get('/api/admin/statistics/question-sets/nope').set(ADMIN)).status).toBe(404);
  });

  it('given a purchase, then the sales report counts it in its month, and refuses a malformed month', async () => {
    const { setId: paidSetId } = await createPaidSet(harness, { title: '売上の問題集' });
    const intent = await harness.http
      .post('/api/payments/create-intent')
      .set(learnerHeaders(9))
      .send({ questionSetId: paidSetId });
    const paid = await harness.http.post('/api/payments/simulated/confirm').set(learnerHeaders(9)).send({
      paymentIntentId: intent.body.paymentIntentId,
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(paid.status, paid.text).toBe(200);
    await harness.settle(await harness.head());
    const month = new Date().toISOString().slice(0, 7);
    const report = await harness.http.get(`/api/admin/statistics/sales?from=${month}`).set(ADMIN);
    expect(report.status, report.text).toBe(200);
    expect(report.body.data.rows).toEqual([
      { month, questionSetId: paidSetId, title: '売上の問題集', purchases: 1, revenue: 1980, redemptions: 0 },
    ]);
    expect(report.body.data.totals).toEqual({ purchases: 1, revenue: 1980, redemptions: 0 });
    const earlier = await harness.http.get('/api/admin/statistics/sales?to=2000-01').set(ADMIN);
    expect(earlier.body.data.rows).toEqual([]);
    const bad = await harness.http.get('/api/admin/statistics/sales?from=2026-13').set(ADMIN);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('from は YYYY-MM 形式で指定してください');
  });

  it('when every group is rebuilt from the events, then the statistics read models and answers are the same', async () => {
    const collections = ['item_first_answers', 'item_answer_totals'];
    const snapshot = async () =>
      Promise.all(
        collections.map(async (name) =>
          (await harness.standalone.documentStore.collection<StoredDocument>(name).find({})).sort((a, b) =>
            a.id.localeCompare(b.id),
          ),
        ),
      );
    const [before, live] = [await snapshot(), await statistics()];
    expect(before[0]).toHaveLength(12);
    await rebuildEveryGroup(harness.standalone);
    expect(await snapshot()).toEqual(before);
    expect(await statistics()).toEqual(live);
  });
});
