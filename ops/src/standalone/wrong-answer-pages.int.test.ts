import type { SetQuestion } from '@exam/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createSet,
  type PracticeHarness,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';
import { numberedSetPayload } from './test-support/sample-payloads.js';

const learnerA = bearer(TOKENS.aPhone);
const learnerB = bearer(TOKENS.b);

const setOf = (title: string, size: number) => numberedSetPayload(title, size);

type Entry = { id: string; questionId: string; questionSetId: string };

/**
 * Issue 35 for the wrong-answer book: GET /wrong-answers answers the whole book when called bare (the spec's
 * client), and one page of it with the total when asked for `page` and `pageSize`, optionally of one set.
 */
describe('the pages of a learner wrong-answer book', () => {
  let harness: PracticeHarness;
  let big: { setId: string; questions: SetQuestion[] };
  let small: { setId: string; questions: SetQuestion[] };

  const head = async () => String(await harness.standalone.eventStore.headPosition());
  const read = async (query: string, auth = learnerA) =>
    harness.http
      .get(`/api/wrong-answers${query ? `?${query}` : ''}`)
      .set(auth)
      .set('X-Min-Position', await head());
  const answerBatch = async (
    set: { setId: string; questions: SetQuestion[] },
    indexes: number[],
    right: boolean,
  ) => {
    const response = await harness.http
      .post(`/api/practice/${set.setId}/answers/batch`)
      .set(learnerA)
      .send({
        answers: indexes.map((index) => ({
          clientId: crypto.randomUUID(),
          questionId: set.questions[index]?.id,
          selectedOptionIds: set.questions[index]?.options
            .filter((option) => option.isCorrect === right)
            .map((option) => option.id),
        })),
      });
    expect(response.status, response.text).toBe(200);
  };
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    big = await createSet(harness, setOf('大きな問題集', 260));
    small = await createSet(harness, setOf('小さな問題集', 5));
    await answerBatch(big, range(0, 250), false);
    await answerBatch(small, range(0, 3), false);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given 253 wrong answers, when the book is read bare, then it answers every entry as a list (the spec client)', async () => {
    const response = await read('');
    expect(response.status, response.text).toBe(200);
    expect(Array.isArray(response.body.data)).toBe(true);
    expect(response.body.data).toHaveLength(253);
  });

  it('given 253 wrong answers, when read in pages of 20, then each page holds 20 with the total and the pages cover the book once, newest first', async () => {
    const bare: Entry[] = (await read('')).body.data;
    const paged: Entry[] = [];
    for (let page = 1; page <= 13; page += 1) {
      const response = await read(`page=${page}&pageSize=20`);
      expect(response.status, response.text).toBe(200);
      expect(response.body.data).toMatchObject({ total: 253, page, pageSize: 20 });
      expect(response.body.data.list).toHaveLength(page < 13 ? 20 : 13);
      paged.push(...response.body.data.list);
    }
    expect(paged.map((entry) => entry.id)).toEqual(bare.map((entry) => entry.id));
    expect(new Set(paged.map((entry) => entry.id)).size).toBe(253);
    // The small set's three were answered last: they open the book.
    expect(paged.slice(0, 3).every((entry) => entry.questionSetId === small.setId)).toBe(true);
    const past = await read('page=14&pageSize=20');
    expect(past.body.data).toEqual({ list: [], total: 253, page: 14, pageSize: 20 });
  });

  it('given a set named, when its pages are read, then they hold only its entries and its total', async () => {
    const first = await read(`questionSetId=${big.setId}&page=1&pageSize=100`);
    expect(first.body.data.total).toBe(250);
    expect(first.body.data.list).toHaveLength(100);
    expect(first.body.data.list.every((entry: Entry) => entry.questionSetId === big.setId)).toBe(true);
    const smallOnly = await read(`questionSetId=${small.setId}`);
    expect(smallOnly.body.data.map((entry: Entry) => entry.questionId).sort()).toEqual(
      small.questions
        .slice(0, 3)
        .map((question) => question.id)
        .sort(),
    );
  });

  it('given 30 answered right since, when the open and resolved pages are read, then the totals follow the filter', async () => {
    await answerBatch(big, range(0, 30), true);
    const open = await read(`questionSetId=${big.setId}&page=1&pageSize=20`);
    expect(open.body.data.total).toBe(220);
    const resolved = await read('status=resolved&page=2&pageSize=20');
    expect(resolved.body.data).toMatchObject({ total: 30, page: 2, pageSize: 20 });
    expect(resolved.body.data.list).toHaveLength(10);
    expect(resolved.body.data.list.every((entry: { resolved: boolean }) => entry.resolved)).toBe(true);
    const counts = await read('status=all&page=1&pageSize=1');
    expect(counts.body.data.total).toBe(253);
  });

  it('given another learner, then their pages are their own and empty', async () => {
    expect((await read('page=1&pageSize=20', learnerB)).body.data).toEqual({
      list: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });

  it('given a page out of range, a page without its size or a repeated set, then it is refused with 400 and the bound, never clamped', async () => {
    const zero = await read('page=0&pageSize=20');
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({
      code: 'INVALID_PAGE',
      message: 'ページは1〜1,000,000の整数で指定してください',
    });
    const tooMany = await read('page=1&pageSize=501');
    expect(tooMany.body).toMatchObject({
      code: 'INVALID_PAGE',
      message: '表示件数は1〜500の整数で指定してください',
    });
    expect((await read('page=2')).body.code).toBe('INVALID_PAGE');
    expect((await read('pageSize=20')).body.code).toBe('INVALID_PAGE');
    expect((await read('page=1.5&pageSize=20')).status).toBe(400);
    expect((await read(`questionSetId=${big.setId}&questionSetId=${small.setId}`)).status).toBe(400);
    const english = await harness.http
      .get('/api/wrong-answers?page=1&pageSize=0')
      .set(learnerA)
      .set('Accept-Language', 'en');
    expect(english.body.message).toBe('The page size must be a whole number from 1 to 500');
    expect((await harness.http.get('/api/wrong-answers?page=1&pageSize=20')).status).toBe(401);
  });
});
