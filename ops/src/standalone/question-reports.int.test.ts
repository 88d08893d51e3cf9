import type { Notification } from '@exam/platform';
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
const b = bearer(TOKENS.b);
const admin = bearer(TOKENS.admin);

/** Issue 41 over HTTP: a learner reports a question, the administrators' queue, the outcome and its notice. */
describe('question reports', () => {
  let harness: PracticeHarness;
  let setId: string;
  let questions: SetQuestion[];
  let paid: SetQuestion[];
  const notices: Notification[] = [];

  const head = () => harness.standalone.eventStore.headPosition();
  const read = async (path: string, auth: Record<string, string>) => {
    const response = await harness.http
      .get(path)
      .set(auth)
      .set('X-Min-Position', String(await head()));
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };
  const report = (auth: Record<string, string>, questionId: string | undefined, body: object) =>
    harness.http.post(`/api/questions/${questionId}/reports`).set(auth).send(body);
  const resolve = (reportId: string, body: object, auth = admin) =>
    harness.http.post(`/api/admin/question-reports/${reportId}/resolve`).set(auth).send(body);

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    harness.standalone.bus.subscribe((notice) => notices.push(notice));
    const created = await harness.http.post('/api/question-sets').set(admin).send(freeSetPayload());
    setId = created.body.data.id;
    const paidSet = await harness.http.post('/api/question-sets').set(admin).send(paidSetPayload());
    await harness.standalone.progress.waitForPosition(await head(), 5_000);
    const questionsOf = (questionSetId: string) =>
      harness.standalone.documentStore
        .collection<SetQuestion>(SET_QUESTIONS)
        .find({ questionSetId }, { sort: [['rank', 1]] });
    questions = await questionsOf(setId);
    paid = await questionsOf(paidSet.body.data.id);
    // Learner b answers the first question twice (one right, one wrong): the queue shows the figures.
    for (const right of [true, false]) {
      const option = questions[0]?.options.find((entry) => entry.isCorrect === right);
      await harness.http
        .post(`/api/practice/${setId}/answers`)
        .set(b)
        .send({ questionId: questions[0]?.id, selectedOptionIds: [option?.id] });
    }
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given bad reports, when sent, then each is refused in the spec words and nothing is appended', async () => {
    const before = await head();
    const cases: Array<[string | undefined, object, number, string]> = [
      [questions[0]?.id, { reason: 'spam' }, 400, 'VALIDATION_FAILED'],
      [questions[0]?.id, { reason: 'typo', note: 'x'.repeat(1001) }, 400, 'VALIDATION_FAILED'],
      [questions[0]?.id, { reason: 'other', note: ' ' }, 400, 'REPORT_NOTE_REQUIRED'],
      [questions[0]?.id, { reason: 'typo', extra: true }, 400, 'VALIDATION_FAILED'],
      ['no-such-question', { reason: 'typo' }, 404, 'QUESTION_NOT_FOUND'],
      // The paid set's third question is locked for a learner without access (its trial is two).
      [paid[2]?.id, { reason: 'typo' }, 403, 'PURCHASE_REQUIRED'],
    ];
    for (const [questionId, body, status, code] of cases) {
      const response = await report(a, questionId, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body).toMatchObject({ success: false, code });
    }
    expect((await report(a, questions[0]?.id, { reason: 'typo', note: 'x'.repeat(1001) })).body.message).toBe(
      '報告の内容は1,000文字以内で入力してください',
    );
    expect(await head()).toBe(before);
  });

  it('given a report, when the administrators read the queue, then it is there with the item figures; a second open report is refused', async () => {
    const sent = await report(a, questions[0]?.id, { reason: 'wrong-answer', note: '正解はBでは？' });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      questionId: questions[0]?.id,
      questionSetId: setId,
      status: 'open',
    });
    const again = await report(a, questions[0]?.id, { reason: 'typo' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REPORT_ALREADY_OPEN');
    await report(b, questions[1]?.id, { reason: 'unclear' });

    const queue = await read('/api/admin/question-reports', admin);
    expect(queue).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(queue.reports[0]).toMatchObject({
      id: sent.body.data.id,
      questionId: questions[0]?.id,
      questionSetId: setId,
      setTitle: '無料セット',
      questionNumber: 1,
      questionText: questions[0]?.text,
      reason: 'wrong-answer',
      note: '正解はBでは？',
      status: 'open',
      reporter: { id: 'learner-a', username: expect.any(String) },
      statistics: {
        attempts: 2,
        correct: 1,
        facility: 0.5,
        firstAnswers: 1,
        firstFacility: 1,
        openReports: 1,
      },
    });
    const paged = await read('/api/admin/question-reports?page=2&pageSize=1', admin);
    expect(paged.reports.map((item: { questionId: string }) => item.questionId)).toEqual([questions[1]?.id]);
    expect((await harness.http.get('/api/admin/question-reports?pageSize=0').set(admin)).status).toBe(400);
    expect((await harness.http.get('/api/admin/question-reports?status=later').set(admin)).status).toBe(400);
    expect(notices.some((notice) => notice.rooms?.includes('admins'))).toBe(true);
  });

  it('given an open report, when an administrator rejects it with a note, then the learner sees the outcome and is told', async () => {
    const [mine] = await read('/api/question-reports', a);
    expect(mine).toMatchObject({ questionId: questions[0]?.id, status: 'open', resolutionNote: null });
    const before = await head();
    expect((await resolve(mine.id, { outcome: 'rejected' })).body.code).toBe('RESOLUTION_NOTE_REQUIRED');
    expect((await resolve(mine.id, { outcome: 'closed' })).status).toBe(400);
    expect((await resolve(mine.id, { outcome: 'resolved' }, a)).status).toBe(403);
    expect(await head()).toBe(before);

    const closed = await resolve(mine.id, { outcome: 'rejected', note: '正解はAで合っています' });
    expect(closed.status).toBe(200);
    expect((await resolve(mine.id, { outcome: 'resolved' })).status).toBe(409);
    expect((await resolve('00000000-0000-4000-8000-000000000000', { outcome: 'resolved' })).status).toBe(404);

    const [after] = await read('/api/question-reports', a);
    expect(after).toMatchObject({ status: 'rejected', resolutionNote: '正解はAで合っています' });
    expect(notices).toContainEqual(
      expect.objectContaining({
        event: 'questionReport:resolved',
        rooms: ['user:learner-a'],
        payload: expect.objectContaining({ reportId: mine.id, outcome: 'rejected' }),
      }),
    );
    // Learner b sees only their own report; the queue's open list no longer holds a's.
    expect((await read('/api/question-reports', b)).map((item: { status: string }) => item.status)).toEqual([
      'open',
    ]);
    expect((await read('/api/admin/question-reports', admin)).total).toBe(1);
    expect((await read('/api/admin/question-reports?status=rejected', admin)).reports[0]).toMatchObject({
      id: mine.id,
      resolvedBy: 'admin-1',
    });
    // Closed, the question may be reported again.
    expect((await report(a, questions[0]?.id, { reason: 'typo' })).status).toBe(201);
  });

  it('when every group is rebuilt, then the queue and the learner lists read the same', async () => {
    const before = [
      await read('/api/admin/question-reports?status=all', admin),
      await read('/api/question-reports', a),
    ];
    const { rebuildEveryGroup } = await import('./test-support/rebuild-all.js');
    await rebuildEveryGroup(harness.standalone);
    expect([
      await read('/api/admin/question-reports?status=all', admin),
      await read('/api/question-reports', a),
    ]).toEqual(before);
    await rebuildEveryGroup(harness.standalone, { spilled: true });
    expect(await read('/api/question-reports', a)).toEqual(before[1]);
  });

  it('given a learner who reported 20 questions this hour, when they report another, then 429', async () => {
    const limited = await startPracticeStandalone();
    try {
      const created = await limited.http.post('/api/question-sets').set(admin).send(freeSetPayload());
      const id = created.body.data.questionIds?.[0] ?? created.body.data.id;
      let last = 0;
      for (let i = 0; i < 21; i++) {
        // Each attempt counts (refused ones too), so a spray of unknown ids is limited like real reports.
        last = (await limited.http.post(`/api/questions/${id}-${i}/reports`).set(b).send({ reason: 'typo' }))
          .status;
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
