import { adminQuestionSchema } from '@exam/domain/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, type Harness, learner, startStandalone } from './test-support/harness.js';
import { paidSecuritySetPayload } from './test-support/sample-payloads.js';

/**
 * Admin spec §5 over HTTP: the server refuses what the add-question and edit-question forms refuse, in each
 * form's own words, and appends nothing; the operator token (an administrator that is no person) reads the
 * questions in full like a signed-in administrator.
 */
describe('question rules of the authoring forms (standalone, operator token)', () => {
  let harness: Harness;
  let setId: string;
  let questionId: string;

  const head = () => harness.standalone.eventStore.headPosition();
  const adminQuestions = async () => {
    const response = await harness.http
      .get(`/api/questions?questionSetId=${setId}&include=options`)
      .set(admin)
      .set('X-Min-Position', String(await head()));
    expect(response.status).toBe(200);
    return response.body.data.list as unknown[];
  };

  beforeAll(async () => {
    harness = await startStandalone({ env: { PROJECTIONS_THREAD: 'main', EVENT_STORE_WRITER: 'inline' } });
    const created = await harness.http.post('/api/question-sets').set(admin).send(paidSecuritySetPayload());
    expect(created.status, created.text).toBe(201);
    setId = created.body.data.id;
    questionId = created.body.data.questionIds[0];
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given the operator token, when the questions of a paid set are read, then they come as AdminQuestion with answers and explanation', async () => {
    const [question] = await adminQuestions();
    expect(adminQuestionSchema.parse(question)).toEqual(question);
    expect(question).toMatchObject({
      id: questionId,
      questionSetId: setId,
      explanation: '署名は送信者の秘密鍵で作成する。',
      options: [
        { isCorrect: true, label: 'A' },
        { isCorrect: false, label: 'B' },
      ],
    });
  });

  const good = {
    text: 'ハッシュ関数の性質はどれか。',
    questionType: 'single',
    explanation: '<p>一方向性</p>',
    options: [
      { text: '一方向性', isCorrect: true },
      { text: '可逆性', isCorrect: false },
    ],
  };

  it.each([
    ['a blank text', { text: ' ' }, '問題内容を入力してください'],
    [
      'one filled option',
      {
        options: [
          { text: 'A', isCorrect: true },
          { text: '', isCorrect: false },
        ],
      },
      '有効な選択肢を少なくとも2つ追加してください',
    ],
    [
      'no correct option (single)',
      {
        options: [
          { text: 'A', isCorrect: false },
          { text: 'B', isCorrect: false },
        ],
      },
      '正しい答えを選択してください',
    ],
    [
      'no correct option (multiple)',
      {
        questionType: 'multiple',
        options: [
          { text: 'A', isCorrect: false },
          { text: 'B', isCorrect: false },
        ],
      },
      '正しい答えを少なくとも1つ選択してください',
    ],
    ['no explanation', { explanation: '<p><br></p>' }, '解説を入力してください'],
  ])(
    'given POST /questions with %s, then 400 with the add-form message and nothing appended',
    async (_, fault, message) => {
      const before = await head();
      const response = await harness.http
        .post('/api/questions')
        .set(admin)
        .send({ questionSetId: setId, ...good, ...fault });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message });
      expect(await head()).toBe(before);
    },
  );

  it.each([
    ['a blank text', { text: '' }, '問題内容を入力してください'],
    [
      'a blank option',
      {
        options: [
          { text: 'A', isCorrect: true },
          { text: ' ', isCorrect: false },
          { text: 'C', isCorrect: false },
        ],
      },
      '選択肢の内容は空にできません',
    ],
    [
      'two correct options (single)',
      {
        questionType: 'single',
        options: [
          { text: 'A', isCorrect: true },
          { text: 'B', isCorrect: true },
        ],
      },
      '正しい答えを一つ選択してください',
    ],
    [
      'no correct option (multiple)',
      {
        questionType: 'multiple',
        options: [
          { text: 'A', isCorrect: false },
          { text: 'B', isCorrect: false },
        ],
      },
      '少なくとも一つの正しい答えを選択してください',
    ],
  ])(
    'given PUT /questions/{id} with %s, then 400 with the edit-form message and nothing appended',
    async (_, fault, message) => {
      const before = await head();
      const response = await harness.http.put(`/api/questions/${questionId}`).set(admin).send(fault);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message });
      expect(await head()).toBe(before);
    },
  );

  it('given PUT /questions/{id} with an empty explanation, then it is saved as 解説なし', async () => {
    const response = await harness.http
      .put(`/api/questions/${questionId}`)
      .set(admin)
      .send({ explanation: '' });
    expect(response.status, response.text).toBe(200);
    const [question] = (await adminQuestions()) as Array<{ explanation: string }>;
    expect(question?.explanation).toBe('解説なし');
  });

  it('given a learner or a visitor, when they add or edit a question, then 403 / 401 and nothing appended', async () => {
    const before = await head();
    const body = { questionSetId: setId, ...good };
    expect((await harness.http.post('/api/questions').set(learner).send(body)).status).toBe(403);
    expect((await harness.http.post('/api/questions').send(body)).status).toBe(401);
    expect(
      (await harness.http.put(`/api/questions/${questionId}`).set(learner).send({ text: 'x' })).status,
    ).toBe(403);
    expect((await harness.http.put(`/api/questions/${questionId}`).send({ text: 'x' })).status).toBe(401);
    expect(await head()).toBe(before);
  });
});
