import { randomUUID } from 'node:crypto';
import { answerEventId } from '@exam/command-api';
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

type Question = Pick<SetQuestion, 'id' | 'options'>;

/** Issue 26: answers given offline, sent later with their client id and own time, recorded exactly once. */
describe('offline answers: exactly-once sync (standalone)', () => {
  let harness: PracticeHarness;
  let freeSetId: string;
  let paidSetId: string;
  let free: Question[];
  let paid: Question[];
  const a = bearer(TOKENS.aPhone);
  const b = bearer(TOKENS.b);

  const createSet = async (payload: unknown) => {
    const created = await harness.http.post('/api/question-sets').set(bearer(TOKENS.admin)).send(payload);
    expect(created.status).toBe(201);
    await harness.standalone.progress.waitForPosition(created.body.position, 5_000);
    const questions = await harness.standalone.documentStore
      .collection<SetQuestion>(SET_QUESTIONS)
      .find({ questionSetId: created.body.data.id }, { sort: [['rank', 1]] });
    return { id: created.body.data.id as string, questions };
  };
  /** An answer as the outbox keeps it: option `index` of the question, its client id and its own time. */
  const outboxAnswer = (question: Question | undefined, index: number, answeredAt?: string) => ({
    clientId: randomUUID(),
    questionId: question?.id,
    selectedOptionIds: [question?.options[index]?.id ?? 'missing'],
    timeSpentMs: 900,
    ...(answeredAt ? { answeredAt } : {}),
  });
  const head = () => harness.standalone.eventStore.headPosition();
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

  beforeAll(async () => {
    harness = await startPracticeStandalone({ PROJECTIONS_THREAD: 'main', EVENT_STORE_WRITER: 'inline' });
    ({ id: freeSetId, questions: free } = await createSet(freeSetPayload()));
    ({ id: paidSetId, questions: paid } = await createSet(paidSetPayload()));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given an answer sent with a client id, when it is sent again, then nothing is appended and the same judgement comes back', async () => {
    const answer = outboxAnswer(free[0], 2, hoursAgo(3));
    const first = await harness.http.post(`/api/practice/${freeSetId}/answers`).set(a).send(answer);
    expect(first.status).toBe(200);
    expect(first.body.data.isCorrect).toBe(false);
    const before = await head();

    const again = await harness.http.post(`/api/practice/${freeSetId}/answers`).set(a).send(answer);

    expect(again.status).toBe(200);
    expect(await head()).toBe(before);
    expect(again.body.data).toEqual(first.body.data);
    const [event] = await harness.standalone.eventStore.readAll({ fromPosition: before - 1, maxCount: 1 });
    expect(event).toMatchObject({
      id: answerEventId('learner-a', answer.clientId),
      data: { clientId: answer.clientId, answeredAt: answer.answeredAt },
    });
  });

  it('given the answer time, when the records are read, then they carry the time it was answered, not sent', async () => {
    const answeredAt = hoursAgo(26);
    const sent = await harness.http
      .post(`/api/practice/${freeSetId}/answers`)
      .set(a)
      .send(outboxAnswer(free[3], 0, answeredAt));
    expect(sent.status).toBe(200);
    const records = await harness.http
      .get('/api/user-progress/records')
      .query({ questionSetId: freeSetId })
      .set(a)
      .set('X-Min-Position', String(sent.body.position));
    expect(records.status).toBe(200);
    const record = (records.body.data as Array<{ questionId: string; updatedAt: string }>).find(
      (entry) => entry.questionId === free[3]?.id,
    );
    expect(record?.updatedAt).toBe(answeredAt);
  });

  it.each([
    ['in the future', () => new Date(Date.now() + 3_600_000).toISOString()],
    ['older than 30 days', () => hoursAgo(31 * 24)],
  ])('given an answer time %s, then it is refused with 400 and nothing is appended', async (_, at) => {
    const before = await head();
    const response = await harness.http
      .post(`/api/practice/${freeSetId}/answers`)
      .set(a)
      .send(outboxAnswer(free[0], 0, at()));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'ANSWERED_AT_OUT_OF_RANGE' });
    expect(response.body.message).toContain('30日以内');
    expect(await head()).toBe(before);
  });

  it('given another learner sending a client id already recorded for someone else, then their answer is recorded as theirs: ids are per learner (issue 37)', async () => {
    const answer = outboxAnswer(free[1], 0);
    expect((await harness.http.post(`/api/practice/${freeSetId}/answers`).set(a).send(answer)).status).toBe(
      200,
    );
    const before = await head();
    const response = await harness.http.post(`/api/practice/${freeSetId}/answers`).set(b).send(answer);
    expect(response.status).toBe(200);
    expect(await head()).toBe(before + 1);
    const [event] = await harness.standalone.eventStore.readAll({ fromPosition: before, maxCount: 1 });
    expect(event).toMatchObject({
      id: answerEventId('learner-b', answer.clientId),
      data: { userId: 'learner-b' },
    });
  });

  it('given a learner reusing their own client id for an answer of another set, then it is refused with 409 and nothing is appended', async () => {
    const answer = outboxAnswer(free[2], 0);
    expect((await harness.http.post(`/api/practice/${freeSetId}/answers`).set(a).send(answer)).status).toBe(
      200,
    );
    const before = await head();
    const elsewhere = { ...outboxAnswer(paid[0], 0), clientId: answer.clientId };
    const response = await harness.http.post(`/api/practice/${paidSetId}/answers`).set(a).send(elsewhere);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ success: false, code: 'CLIENT_ID_IN_USE' });
    expect(await head()).toBe(before);
  });

  it('given a batch of N answers, then N are appended in order, and the same batch again appends nothing', async () => {
    const batch = free.map((question, index) => outboxAnswer(question, index % 2, hoursAgo(10 - index)));
    const before = await head();

    const sent = await harness.http
      .post(`/api/practice/${freeSetId}/answers/batch`)
      .set(b)
      .send({ answers: batch });

    expect(sent.status).toBe(200);
    expect(sent.body.data.appended).toBe(batch.length);
    expect(await head()).toBe(before + batch.length);
    expect(sent.body.data.answers.map((entry: { clientId: string }) => entry.clientId)).toEqual(
      batch.map((answer) => answer.clientId),
    );
    const appended = await harness.standalone.eventStore.readAll({ fromPosition: before });
    expect(appended.map((event) => event.id)).toEqual(
      batch.map((answer) => answerEventId('learner-b', answer.clientId)),
    );

    const resent = await harness.http
      .post(`/api/practice/${freeSetId}/answers/batch`)
      .set(b)
      .send({ answers: batch });
    expect(resent.status).toBe(200);
    expect(resent.body.data).toEqual({ ...sent.body.data, appended: 0 });
    expect(await head()).toBe(before + batch.length);
  });

  it('given a trial learner, when the batch goes beyond the trial, then the whole batch is refused with 403 and nothing is appended', async () => {
    const before = await head();
    const batch = [outboxAnswer(paid[0], 0), outboxAnswer(paid[1], 0), outboxAnswer(paid[2], 0)];
    const response = await harness.http
      .post(`/api/practice/${paidSetId}/answers/batch`)
      .set(a)
      .send({ answers: batch });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, code: 'TRIAL_ENDED' });
    expect(response.body.message).toBe('3件目の解答: 試用期間が終了しました。続けるには購入してください');
    expect(await head()).toBe(before);

    const withinTrial = await harness.http
      .post(`/api/practice/${paidSetId}/answers/batch`)
      .set(a)
      .send({ answers: batch.slice(0, 2) });
    expect(withinTrial.status).toBe(200);
    expect(withinTrial.body.data).toMatchObject({
      appended: 2,
      answeredCount: 2,
      trialLimit: 2,
      hasAccess: false,
    });
  });

  it.each([
    ['a stale option', 1, { selectedOptionIds: ['option-removed-since'] }, 400],
    ['an answer too old', 2, { answeredAt: new Date(Date.now() - 400 * 86_400_000).toISOString() }, 400],
    ['a question deleted since', 0, { questionId: 'question-deleted-since' }, 404],
  ] as const)(
    'given a batch with %s, then the refusal names that answer (details.answerIndex) and nothing is appended',
    async (_, index, change, status) => {
      const before = await head();
      const batch = free.slice(0, 3).map((question) => outboxAnswer(question, 0, hoursAgo(1)));
      batch[index] = { ...batch[index], ...change } as (typeof batch)[number];
      const response = await harness.http
        .post(`/api/practice/${freeSetId}/answers/batch`)
        .set(a)
        .send({ answers: batch });
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ success: false, answerIndex: index });
      expect(response.body.message).toMatch(new RegExp(`^${index + 1}件目の解答: `));
      expect(await head()).toBe(before);
    },
  );

  it('given a batch for a missing set, then the set is refused as a whole (404, no answer named)', async () => {
    const response = await harness.http
      .post('/api/practice/set-that-never-was/answers/batch')
      .set(a)
      .send({ answers: [outboxAnswer(free[0], 0)] });
    expect(response.status).toBe(404);
    expect(response.body.answerIndex).toBeUndefined();
    expect(response.body.message).toBe('問題集が見つかりません');
  });

  it.each([
    ['empty', () => []],
    ['over 500 answers', () => Array.from({ length: 501 }, () => outboxAnswer(free[0], 0))],
    ['an answer without a client id', () => [{ questionId: free[0]?.id, selectedOptionIds: ['x'] }]],
  ])('given a batch %s, then it is refused with 400 and nothing is appended', async (_, answers) => {
    const before = await head();
    const response = await harness.http
      .post(`/api/practice/${freeSetId}/answers/batch`)
      .set(a)
      .send({ answers: answers() });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(await head()).toBe(before);
  });

  it('given a visitor, when a batch is sent, then it is refused with 401', async () => {
    const response = await harness.http
      .post(`/api/practice/${freeSetId}/answers/batch`)
      .send({ answers: [outboxAnswer(free[0], 0)] });
    expect(response.status).toBe(401);
  });

  describe('the offline bundle', () => {
    const bundleOf = (setId: string, auth: Record<string, string>) =>
      harness.http.get(`/api/practice/${setId}/offline-bundle`).set(auth);
    const grantB = (expiresAt: string) =>
      harness.standalone.documentStore.collection('access').upsert({
        id: `learner-b:${paidSetId}`,
        userId: 'learner-b',
        questionSetId: paidSetId,
        source: 'redeem',
        expiresAt,
      });

    it('given a trial learner, when the bundle of the paid set is asked for, then 403 and no answer leaves', async () => {
      const response = await bundleOf(paidSetId, a);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ success: false, code: 'OFFLINE_BUNDLE_FORBIDDEN' });
      expect(JSON.stringify(response.body)).not.toMatch(/SECRET|isCorrect|explanation/);
    });

    it('given a redeemed learner, then the bundle holds every question with its answers, the expiry, and is not cached', async () => {
      const expiresAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
      await grantB(expiresAt);
      const response = await bundleOf(paidSetId, b);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const bundle = response.body.data;
      expect(bundle).toMatchObject({ accessType: 'redeemed', expiresAt, questionSet: { id: paidSetId } });
      expect(bundle.questions.map((question: { id: string }) => question.id)).toEqual(paid.map((q) => q.id));
      expect(bundle.questions[3]).toMatchObject({
        number: 4,
        explanation: '<p>SECRET-3 解説</p>',
      });
      // In learner b's own order (issue 40): one right option among three.
      const flags = bundle.questions[3].options.map((option: { isCorrect: boolean }) => option.isCorrect);
      expect(flags.sort()).toEqual([false, false, true]);
    });

    it('given the access ended, then 403', async () => {
      await grantB(new Date(Date.now() - 60_000).toISOString());
      expect((await bundleOf(paidSetId, b)).status).toBe(403);
    });

    it('given a free set, then any signed-in learner gets it with no end; a missing set is 404', async () => {
      const response = await bundleOf(freeSetId, a);
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ accessType: 'free', expiresAt: null });
      expect(response.body.data.questions).toHaveLength(free.length);
      expect((await bundleOf(randomUUID(), a)).status).toBe(404);
    });
  });
});
