import type { SetQuestion } from '@exam/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createSet,
  type PracticeHarness,
  paidSetPayload,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';
import { numberedSetPayload } from './test-support/sample-payloads.js';

const learnerA = bearer(TOKENS.aPhone);
const learnerB = bearer(TOKENS.b);
const SIZE = 450;

const bigSet = () => numberedSetPayload('長いリスト', SIZE, '設問');

/**
 * Issue 40: a practice session too long for the quiz URL reads the learner's list (open wrong answers, due
 * reviews, unseen questions) of one set from GET /practice/{setId}/question-ids, in the set's order.
 */
describe('the ids of a learner practice list', () => {
  let harness: PracticeHarness;
  let setId: string;
  let questions: SetQuestion[];

  const head = async () => String(await harness.standalone.eventStore.headPosition());
  const list = async (query: string, auth = learnerA, id = setId) =>
    harness.http
      .get(`/api/practice/${id}/question-ids?${query}`)
      .set(auth)
      .set('X-Min-Position', await head());
  const answerBatch = async (indexes: number[], right: boolean) => {
    const response = await harness.http
      .post(`/api/practice/${setId}/answers/batch`)
      .set(learnerA)
      .send({
        answers: indexes.map((index) => ({
          clientId: crypto.randomUUID(),
          questionId: questions[index]?.id,
          selectedOptionIds: questions[index]?.options
            .filter((option) => option.isCorrect === right)
            .map((option) => option.id),
        })),
      });
    expect(response.status, response.text).toBe(200);
  };

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    ({ setId, questions } = await createSet(harness, bigSet()));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given 420 wrong answers in a 450-question set, when the list is read in reads of 200, then it holds all 420 in the set order', async () => {
    const wrong = Array.from({ length: 420 }, (_, index) => SIZE - 1 - index).reverse();
    await answerBatch(wrong.slice(0, 400), false);
    await answerBatch(wrong.slice(400), false);
    const ids: string[] = [];
    let cursor: string | null = '0';
    while (cursor !== null) {
      const response = await list(`mode=wrong-answers&cursor=${cursor}&limit=200`);
      expect(response.status, response.text).toBe(200);
      expect(response.body.data.total).toBe(420);
      ids.push(...response.body.data.list);
      cursor = response.body.data.nextCursor;
    }
    expect(ids).toEqual(wrong.map((index) => questions[index]?.id));
  });

  it('given 10 of them answered right since, then the wrong-answer list drops them and unseen holds the never-answered 30', async () => {
    await answerBatch(
      Array.from({ length: 10 }, (_, index) => 30 + index),
      true,
    );
    const open = await list('mode=wrong-answers');
    expect(open.body.data).toMatchObject({ total: 410, nextCursor: null });
    expect(open.body.data.list[0]).toBe(questions[40]?.id);
    const unseen = await list('mode=unseen');
    expect(unseen.body.data.list).toEqual(questions.slice(0, 30).map((question) => question.id));
  });

  it('given another learner, then their lists are their own: no wrong answers, every question unseen, nothing due', async () => {
    expect((await list('mode=wrong-answers', learnerB)).body.data).toEqual({
      list: [],
      total: 0,
      nextCursor: null,
    });
    expect((await list('mode=unseen', learnerB)).body.data.total).toBe(SIZE);
    expect((await list('mode=review', learnerB)).body.data.total).toBe(0);
  });

  it('given a paid set without access, then unseen holds only the trial questions', async () => {
    const paid = await createSet(harness, paidSetPayload());
    const response = await list('mode=unseen', learnerB, paid.setId);
    expect(response.body.data.list).toEqual(paid.questions.slice(0, 2).map((question) => question.id));
  });

  it('given no mode, a limit over 5,000, an unknown set or no sign-in, then each is refused with its status', async () => {
    expect((await list('')).status).toBe(400);
    expect((await list('mode=normal')).body.message).toBe(
      'mode は wrong-answers / review / unseen のいずれかです',
    );
    expect((await list('mode=unseen&limit=5001')).body.code).toBe('INVALID_PAGE');
    expect((await list('mode=unseen', learnerA, 'no-such-set')).status).toBe(404);
    expect((await harness.http.get(`/api/practice/${setId}/question-ids?mode=unseen`)).status).toBe(401);
  });
});
