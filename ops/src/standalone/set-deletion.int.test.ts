import type { StoredDocument } from '@exam/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  freeSetPayload,
  type PracticeHarness,
  paidSetPayload,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';
import { rebuildEveryGroup } from './test-support/rebuild-all.js';

const admin = bearer(TOKENS.admin);
const learner = bearer(TOKENS.aPhone);

type AdminQuestion = { id: string; options: Array<{ id: string; isCorrect: boolean }> };

/**
 * Admin spec §5: deleting a set also removes its learners' data (progress, progress records, wrong answers and
 * their memos), from every view and read model, and a full rebuild from the events agrees; purchases and
 * redemptions stay on record, flagged as of a deleted set.
 */
describe('deleting a set removes its learners’ data (standalone)', () => {
  let harness: PracticeHarness;
  let deletedSetId: string;
  let keptSetId: string;
  let deletedWrongAnswerId: string;

  const head = () => harness.standalone.eventStore.headPosition();
  const read = async (path: string, auth = learner) => {
    const response = await harness.http
      .get(path)
      .set(auth)
      .set('X-Min-Position', String(await head()));
    expect(response.status, `${path}: ${response.text}`).toBe(200);
    return response.body.data;
  };
  const createSet = async (payload: unknown) => {
    const created = await harness.http.post('/api/question-sets').set(admin).send(payload);
    expect(created.status, created.text).toBe(201);
    return created.body.data.id as string;
  };
  /** Answers the set's first question wrongly (the learner has access or the set is free). */
  const answerWrongly = async (questionSetId: string) => {
    const [first] = (await read(`/api/questions?questionSetId=${questionSetId}&include=options`, admin))
      .list as AdminQuestion[];
    const wrong = first?.options.find((option) => !option.isCorrect);
    const answered = await harness.http
      .post(`/api/practice/${questionSetId}/answers`)
      .set(learner)
      .send({ questionId: first?.id, selectedOptionIds: [wrong?.id], timeSpentMs: 1200 });
    expect(answered.status, answered.text).toBe(200);
    expect(answered.body.data.isCorrect).toBe(false);
    return `learner-a:${first?.id}`;
  };

  /** Every learner-facing read that could still show the deleted set. */
  const learnerViews = async () => ({
    stats: (await read('/api/user-progress/stats')) as Record<string, unknown>,
    records: (await read(`/api/user-progress/records?questionSetId=${deletedSetId}`)) as unknown[],
    wrongAnswers: (await read('/api/wrong-answers?status=all')) as Array<{
      id: string;
      questionSetId: string;
    }>,
    purchases: (await read('/api/purchases')) as Array<{
      questionSetId: string;
      questionSetDeleted: boolean;
    }>,
    redemptions: (await read('/api/redeem-codes/user')) as Array<{
      questionSetId: string;
      questionSetDeleted: boolean;
    }>,
    codes: (
      (await read(`/api/redeem-codes?questionSetId=${deletedSetId}`, admin)) as {
        list: Array<{ isUsed: boolean; questionSetDeleted: boolean }>;
      }
    ).list,
  });

  beforeAll(async () => {
    // Projections on the main thread: this test runs the sources (a worker thread runs the built dist).
    harness = await startPracticeStandalone({ PROJECTIONS_THREAD: 'main', EVENT_STORE_WRITER: 'inline' });
    deletedSetId = await createSet(paidSetPayload());
    keptSetId = await createSet(freeSetPayload());
    const generated = await harness.http
      .post('/api/redeem-codes/generate')
      .set(admin)
      .send({ questionSetId: deletedSetId, validityDays: 30, quantity: 2 });
    expect(generated.status, generated.text).toBe(201);
    const [used] = generated.body.data as Array<{ code: string }>;
    await harness.standalone.progress.waitForPosition(generated.body.position, 5_000);
    const redeemed = await harness.http
      .post('/api/redeem-codes/redeem')
      .set(learner)
      .send({ code: used?.code });
    expect(redeemed.status, redeemed.text).toBe(200);
    await harness.standalone.progress.waitForPosition(redeemed.body.position, 5_000);

    deletedWrongAnswerId = await answerWrongly(deletedSetId);
    await answerWrongly(keptSetId);
    const memo = await harness.http
      .put(`/api/wrong-answers/${encodeURIComponent(deletedWrongAnswerId)}/memo`)
      .set(learner)
      .send({ memo: '復習する' });
    expect(memo.status, memo.text).toBe(200);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given a learner with progress, a wrong answer with a memo and a redeemed code of a set, when an administrator deletes the set, then the learner data of that set is gone and the grants stay, flagged', async () => {
    const before = await learnerViews();
    expect(Object.keys(before.stats)).toEqual(expect.arrayContaining([deletedSetId, keptSetId]));
    expect(before.records).toHaveLength(1);
    expect(before.wrongAnswers.map((entry) => entry.id)).toContain(deletedWrongAnswerId);

    const deleted = await harness.http.delete(`/api/question-sets/${deletedSetId}`).set(admin);
    expect(deleted.status, deleted.text).toBe(200);

    const after = await learnerViews();
    expect(Object.keys(after.stats)).toEqual([keptSetId]);
    expect(after.records).toEqual([]);
    expect(after.wrongAnswers.map((entry) => entry.questionSetId)).toEqual([keptSetId]);
    expect(after.purchases).toEqual([
      expect.objectContaining({ questionSetId: deletedSetId, questionSetDeleted: true }),
    ]);
    expect(after.redemptions).toEqual([
      expect.objectContaining({ questionSetId: deletedSetId, questionSetDeleted: true }),
    ]);
    expect(after.codes).toHaveLength(2);
    expect(after.codes.every((code) => code.questionSetDeleted)).toBe(true);
  });

  it('given the deleted set, when the learner resets it, confirms or annotates its wrong answer (or an administrator recounts it), then 404 and nothing is appended', async () => {
    const before = await head();
    const reset = await harness.http.post(`/api/practice/${deletedSetId}/reset`).set(learner);
    expect(reset.status).toBe(404);
    const memo = await harness.http
      .put(`/api/wrong-answers/${encodeURIComponent(deletedWrongAnswerId)}/memo`)
      .set(learner)
      .send({ memo: 'まだ見える？' });
    expect(memo.status).toBe(404);
    const questionId = deletedWrongAnswerId.slice('learner-a:'.length);
    const confirm = await harness.http
      .post('/api/wrong-answers')
      .set(learner)
      .send({ questionSetId: deletedSetId, questionId, selectedOptionIds: ['x'] });
    expect(confirm.status).toBe(404);
    const recount = await harness.http.put(`/api/question-sets/${deletedSetId}/count`).set(admin);
    expect(recount.status).toBe(404);
    expect(recount.body).toMatchObject({ code: 'QUESTION_SET_NOT_FOUND' });
    expect(await head()).toBe(before);
  });

  it('given the log, when every projection group is rebuilt from position 0, then the read models equal the live ones and the set’s learner data stays gone', async () => {
    const live = await learnerViews();
    const collections = [
      'progress',
      'progress_records',
      'wrong_answers',
      'purchases',
      'redeem_codes',
      'commerce_deleted_sets',
    ];
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(
          collections.map(async (name) => {
            const docs = await harness.standalone.documentStore.collection<StoredDocument>(name).find({});
            return [name, docs.sort((a, b) => a.id.localeCompare(b.id))] as const;
          }),
        ),
      );
    const stored = await snapshot();

    await rebuildEveryGroup(harness.standalone, { spilled: true });
    expect(await snapshot()).toEqual(stored);
    await rebuildEveryGroup(harness.standalone);

    expect(await snapshot()).toEqual(stored);
    expect(await learnerViews()).toEqual(live);
    expect(stored.commerce_deleted_sets?.map((doc) => doc.id)).toEqual([deletedSetId]);
  });
});
