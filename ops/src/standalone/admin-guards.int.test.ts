import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, type Harness, learner, startStandalone } from './test-support/harness.js';
import { networkSetPayload, questionPayload } from './test-support/sample-payloads.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Every command route with a body that would succeed for an administrator. */
const commandRoutes = (setId: string, questionId: string) =>
  [
    ['post', '/api/question-sets', networkSetPayload()],
    ['put', `/api/question-sets/${setId}`, { title: '変更' }],
    ['delete', `/api/question-sets/${setId}`, undefined],
    ['put', `/api/question-sets/${setId}/featured`, { isFeatured: false }],
    ['put', `/api/question-sets/${setId}/questions`, { questionIds: [] }],
    ['post', '/api/questions', questionPayload(setId)],
    ['put', `/api/questions/${questionId}`, { text: '変更' }],
    ['delete', `/api/questions/${questionId}`, undefined],
  ] as const;

describe('standalone command routes: guards, validation and errors', () => {
  let harness: Harness;
  let setId: string;
  let questionId: string;

  beforeAll(async () => {
    harness = await startStandalone();
    const created = await harness.http.post('/api/question-sets').set(admin).send(networkSetPayload());
    setId = created.body.data.id;
    questionId = created.body.data.questionIds[0];
  });
  afterAll(async () => {
    await harness?.close();
  });

  const send = (
    method: 'post' | 'put' | 'delete',
    path: string,
    body: object | undefined,
    headers: Record<string, string>,
  ) => {
    const call = harness.http[method](path).set(headers);
    return body === undefined ? call : call.send(body);
  };

  it('given no token, when any command route is called, then 401 and nothing is written', async () => {
    const head = await harness.standalone.eventStore.headPosition();
    for (const [method, path, body] of commandRoutes(setId, questionId)) {
      const response = await send(method, path, body, {});
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body, `${method} ${path}`).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    expect(await harness.standalone.eventStore.headPosition()).toBe(head);
  });

  it('given a token that does not verify, when any command route is called, then 401 (the caller is anonymous)', async () => {
    for (const [method, path, body] of commandRoutes(setId, questionId)) {
      const response = await send(method, path, body, { Authorization: 'Bearer not-the-admin-token' });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('given a signed-in learner, when any command route is called, then 403 and nothing is written', async () => {
    const head = await harness.standalone.eventStore.headPosition();
    for (const [method, path, body] of commandRoutes(setId, questionId)) {
      const response = await send(method, path, body, learner);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body, `${method} ${path}`).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect(await harness.standalone.eventStore.headPosition()).toBe(head);
  });

  it.each([
    ['no text', { text: '' }, '問題内容を入力してください'],
    [
      'one option',
      { options: [{ text: '443', isCorrect: true }] },
      '有効な選択肢を少なくとも2つ追加してください',
    ],
    [
      'no correct option (single)',
      { options: [{ text: '80' }, { text: '443' }] },
      '正しい答えを選択してください',
    ],
    [
      'no correct option (multiple)',
      { questionType: 'multiple', options: [{ text: '80' }, { text: '443' }] },
      '正しい答えを少なくとも1つ選択してください',
    ],
    ['no explanation', { explanation: '' }, '解説を入力してください'],
  ])(
    'given a new question with %s, when added, then 400 with the spec message',
    async (_, change, message) => {
      const response = await harness.http
        .post('/api/questions')
        .set(admin)
        .send({ ...questionPayload(setId), ...change });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message });
    },
  );

  it('given a set without a title, when created, then 400 問題集のタイトルを入力してください', async () => {
    const response = await harness.http
      .post('/api/question-sets')
      .set(admin)
      .send({ ...networkSetPayload(), title: '  ' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: '問題集のタイトルを入力してください' });
  });

  it('given a question without its set, when added, then 400 asking for the set', async () => {
    const { questionSetId, ...withoutSet } = questionPayload(setId);
    const response = await harness.http.post('/api/questions').set(admin).send(withoutSet);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'QUESTION_SET_ID_REQUIRED' });
  });

  it('given a wrongly typed field, when sent, then 400 with a Japanese message', async () => {
    const response = await harness.http
      .put(`/api/question-sets/${setId}`)
      .set(admin)
      .send({ isFeatured: 'yes' });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(/isFeatured/);
    expect(response.body.message).toMatch(/[ぁ-んァ-ン]/);
  });

  it('given an unknown set, when changed or read, then 404 問題集が見つかりません', async () => {
    for (const call of [
      harness.http.put(`/api/question-sets/${UNKNOWN_ID}`).set(admin).send({ title: 'x' }),
      harness.http.put(`/api/question-sets/${UNKNOWN_ID}`).set(admin).send({}),
      harness.http.delete(`/api/question-sets/${UNKNOWN_ID}`).set(admin),
      harness.http.post('/api/questions').set(admin).send(questionPayload(UNKNOWN_ID)),
      harness.http.get(`/api/question-sets/${UNKNOWN_ID}`),
      harness.http.get(`/api/questions/count/${UNKNOWN_ID}`),
    ]) {
      const response = await call;
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, message: '問題集が見つかりません' });
    }
  });

  it('given an unknown question, when edited, then 404 問題が見つかりません', async () => {
    const response = await harness.http.put(`/api/questions/${UNKNOWN_ID}`).set(admin).send({ text: 'x' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, message: '問題が見つかりません' });
  });

  it('given an unknown /api path, when called, then the 404 envelope answers', async () => {
    const response = await harness.http.get('/api/no-such-route');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('given a malformed JSON body, when sent, then 400 in the envelope', async () => {
    const response = await harness.http
      .post('/api/question-sets')
      .set(admin)
      .set('Content-Type', 'application/json')
      .send('{"title": ');
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });

  it('given the server, when any answer is sent, then X-Powered-By is absent', async () => {
    const response = await harness.http.get('/api/health');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.body).toMatchObject({ status: 'ok' });
    expect(response.body.eventStoreHead).toBeGreaterThanOrEqual(response.body.position);
  });
});
