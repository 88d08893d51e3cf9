import { adminQuestionSchema } from '@exam/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allStrings,
  bearer,
  type PracticeHarness,
  paidSetPayload,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';

const admin = bearer(TOKENS.admin);
const learner = bearer(TOKENS.aPhone);

describe('authoring calls of the back office (standalone)', () => {
  let harness: PracticeHarness;
  let paidSetId: string;

  const createSet = async (payload: unknown) => {
    const created = await harness.http.post('/api/question-sets').set(admin).send(payload);
    expect(created.status).toBe(201);
    return { id: created.body.data.id as string, position: created.body.position as number };
  };
  const head = () => harness.standalone.eventStore.headPosition();

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    ({ id: paidSetId } = await createSet(paidSetPayload()));
  });
  afterAll(async () => {
    await harness?.close();
  });

  describe('admin reads', () => {
    it.each([
      ['the question list', (id: string) => `/api/questions?questionSetId=${id}&include=options`],
      ['the set detail', (id: string) => `/api/question-sets/${id}`],
    ])(
      'given an administrator, when %s of a paid set is read, then every question comes in full with answers',
      async (_, path) => {
        const response = await harness.http
          .get(path(paidSetId))
          .set(admin)
          .set('X-Min-Position', String(await head()));
        expect(response.status).toBe(200);
        const questions = response.body.data.list ?? response.body.data.questions;
        expect(questions).toHaveLength(4);
        for (const question of questions) expect(adminQuestionSchema.parse(question)).toEqual(question);
        expect(questions[3]).toMatchObject({
          questionSetId: paidSetId,
          number: 4,
          orderIndex: 3,
          text: 'SECRET-3 問題文',
          explanation: '<p>SECRET-3 解説</p>',
        });
        expect(questions[1].options.map((option: { isCorrect: boolean }) => option.isCorrect)).toEqual([
          true,
          true,
          false,
        ]);
        expect(questions[1].options.map((option: { optionIndex: string }) => option.optionIndex)).toEqual([
          'A',
          'B',
          'C',
        ]);
      },
    );

    it.each([
      ['a learner without access', learner],
      ['a visitor', undefined],
    ])(
      'given %s, when the same calls are made, then nothing of the answers or locked questions leaves',
      async (_, auth) => {
        for (const path of [
          `/api/questions?questionSetId=${paidSetId}&include=options`,
          `/api/question-sets/${paidSetId}`,
        ]) {
          const call = harness.http.get(path);
          if (auth) call.set(auth);
          const response = await call;
          expect(response.status).toBe(200);
          expect(allStrings(response.body).join('\n')).not.toContain('SECRET');
          expect(JSON.stringify(response.body)).not.toMatch(/isCorrect|explanation/);
        }
      },
    );
  });

  describe('PUT /question-sets/{id}/count', () => {
    it('given a set of four questions, when an administrator recounts, then the count comes from its events and nothing is appended', async () => {
      const before = await head();
      const response = await harness.http.put(`/api/question-sets/${paidSetId}/count`).set(admin);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        data: { questionSetId: paidSetId, questionCount: 4 },
      });
      expect(response.body.message).toContain('4');
      expect(await head()).toBe(before);
    });

    it('given an unknown set, when it is recounted, then 404', async () => {
      const response = await harness.http
        .put('/api/question-sets/00000000-0000-4000-8000-000000000999/count')
        .set(admin);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, code: 'QUESTION_SET_NOT_FOUND' });
    });

    it('given a learner or a visitor, when they recount, then 403 / 401', async () => {
      expect((await harness.http.put(`/api/question-sets/${paidSetId}/count`).set(learner)).status).toBe(403);
      expect((await harness.http.put(`/api/question-sets/${paidSetId}/count`)).status).toBe(401);
    });
  });

  describe('POST /question-sets/upload', () => {
    const good = (title: string) => ({
      title,
      category: 'データベース',
      questions: [
        {
          text: '主キーの性質はどれか。',
          explanation: '<p>一意で NULL を許しません。</p>',
          options: [
            { text: '一意', isCorrect: true },
            { text: '重複可', isCorrect: false },
          ],
        },
      ],
    });

    it('given two good sets and one without a title, when they are uploaded, then the good ones are created and the bad one is reported with the spec message', async () => {
      const before = await head();
      const response = await harness.http
        .post('/api/question-sets/upload')
        .set(admin)
        .send({ questionSets: [good('一括A'), { ...good(''), title: '  ' }, good('一括B')] });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ created: 2, failed: 1 });
      const [first, refused, last] = response.body.data.results;
      expect(first).toMatchObject({ index: 0, title: '一括A', success: true, questionCount: 1 });
      expect(refused).toMatchObject({
        index: 1,
        success: false,
        code: 'QUESTION_SET_TITLE_REQUIRED',
        message: '問題集のタイトルを入力してください',
      });
      expect(last).toMatchObject({ index: 2, title: '一括B', success: true });
      // Two sets of one question: a creation and a question added each.
      expect(await head()).toBe(before + 4);
      const read = await harness.http
        .get(`/api/question-sets/${first.id}`)
        .set('X-Min-Position', String(response.body.position));
      expect(read.body.data).toMatchObject({ title: '一括A', questionCount: 1 });
    });

    it.each([
      [{}, 'QUESTION_SETS_REQUIRED'],
      [{ questionSets: [] }, 'QUESTION_SETS_REQUIRED'],
      [{ questionSets: 'x' }, 'QUESTION_SETS_REQUIRED'],
      [{ questionSets: Array.from({ length: 101 }, (_, i) => good(`多すぎ${i}`)) }, 'TOO_MANY_QUESTION_SETS'],
    ])('given the body %#, when it is uploaded, then 400 %s and nothing is appended', async (body, code) => {
      const before = await head();
      const response = await harness.http.post('/api/question-sets/upload').set(admin).send(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, code });
      expect(await head()).toBe(before);
    });

    it('given a learner or a visitor, when they upload, then 403 / 401', async () => {
      const body = { questionSets: [good('学習者')] };
      expect((await harness.http.post('/api/question-sets/upload').set(learner).send(body)).status).toBe(403);
      expect((await harness.http.post('/api/question-sets/upload').send(body)).status).toBe(401);
    });
  });
});
