import type { SetQuestion } from '@exam/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createSet,
  type PracticeHarness,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';

const phone = bearer(TOKENS.aPhone);
const laptop = bearer(TOKENS.aLaptop);
const b = bearer(TOKENS.b);

/** Issue 40: the wrong-answer book empties as the learner answers right, on every device, and refills on a relapse. */
describe('the wrong-answer book on two devices of one learner', () => {
  let harness: PracticeHarness;
  let setId: string;
  let questions: SetQuestion[];

  const head = () => harness.standalone.eventStore.headPosition();
  const read = async (path: string, auth: Record<string, string>) => {
    const response = await harness.http
      .get(path)
      .set(auth)
      .set('X-Min-Position', String(await head()));
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };
  const bookIds = async (auth: Record<string, string>, query = '') =>
    ((await read(`/api/wrong-answers${query}`, auth)) as Array<{ questionId: string }>).map(
      (entry) => entry.questionId,
    );
  const answer = async (auth: Record<string, string>, index: number, right: boolean) => {
    const question = questions[index];
    // Right: every correct option (a multiple-choice question needs them all); wrong: one wrong option.
    const selectedOptionIds = right
      ? question?.options.filter((entry) => entry.isCorrect).map((entry) => entry.id)
      : [question?.options.find((entry) => !entry.isCorrect)?.id];
    const response = await harness.http
      .post(`/api/practice/${setId}/answers`)
      .set(auth)
      .send({ questionId: question?.id, selectedOptionIds });
    expect(response.body.data.isCorrect).toBe(right);
    expect(response.status, response.text).toBe(200);
  };
  const idOf = (index: number) => questions[index]?.id as string;

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    ({ setId, questions } = await createSet(harness));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given two mistakes on the phone, then the laptop lists both and counts 2 open', async () => {
    await answer(phone, 0, false);
    await answer(phone, 1, false);
    expect((await bookIds(laptop)).sort()).toEqual([idOf(0), idOf(1)].sort());
    expect(await read('/api/wrong-answers/counts', laptop)).toEqual({
      unresolved: 2,
      resolved: 0,
      sets: [{ questionSetId: setId, title: '無料セット', unresolved: 2, resolved: 0 }],
    });
  });

  it('given one answered right on the laptop, then the phone lists only the other, and the resolved filter shows it', async () => {
    await answer(laptop, 0, true);
    expect(await bookIds(phone)).toEqual([idOf(1)]);
    expect(await bookIds(phone, '?status=unresolved')).toEqual([idOf(1)]);
    expect(await bookIds(phone, '?status=resolved')).toEqual([idOf(0)]);
    expect((await bookIds(phone, '?status=all')).sort()).toEqual([idOf(0), idOf(1)].sort());
    expect(await read('/api/wrong-answers/counts', phone)).toMatchObject({ unresolved: 1, resolved: 1 });
  });

  it('given both answered right, then the book is empty by default and the counts say 0 open', async () => {
    await answer(phone, 1, true);
    expect(await bookIds(laptop)).toEqual([]);
    expect(await read('/api/wrong-answers/counts', laptop)).toMatchObject({ unresolved: 0, resolved: 2 });
  });

  it('given a resolved question answered wrong again, then it comes back open on both devices', async () => {
    await answer(laptop, 0, false);
    expect(await bookIds(phone)).toEqual([idOf(0)]);
    expect(await bookIds(laptop)).toEqual([idOf(0)]);
    expect(await read('/api/wrong-answers/counts', phone)).toMatchObject({ unresolved: 1, resolved: 1 });
  });

  it('given another learner, then their book and counts are empty', async () => {
    expect(await bookIds(b, '?status=all')).toEqual([]);
    expect(await read('/api/wrong-answers/counts', b)).toEqual({ unresolved: 0, resolved: 0, sets: [] });
  });

  it('given an unknown status, then 400 in the spec’s words; a visitor gets 401', async () => {
    const refused = await harness.http.get('/api/wrong-answers?status=done').set(phone);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'WRONG_ANSWER_STATUS_INVALID' });
    expect((await harness.http.get('/api/wrong-answers/counts')).status).toBe(401);
  });
});
