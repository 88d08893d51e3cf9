import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, allKeys, type Harness, startStandalone } from './test-support/harness.js';
import {
  networkSetPayload,
  paidSecuritySetPayload,
  questionPayload,
} from './test-support/sample-payloads.js';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are untyped JSON, read field by field
type Json = Record<string, any>;

describe('standalone catalogue: commands then queries (read-your-writes)', () => {
  let harness: Harness;
  let networkSetId: string;
  let paidSetId: string;
  let lastPosition: number;

  /** Reads as the web client does after its own write: with the position the command answered. */
  const read = (path: string) => harness.http.get(path).set('X-Min-Position', String(lastPosition));
  const remember = (response: { body: Json; headers: Record<string, string> }) => {
    lastPosition = Number(response.headers['x-event-position']);
    return response;
  };

  beforeAll(async () => {
    harness = await startStandalone();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given an administrator, when a set with questions is created, then the answer carries ids, the spec message and the position', async () => {
    const response = remember(
      await harness.http.post('/api/question-sets').set(admin).send(networkSetPayload()),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: '問題集が正常に作成されました！' });
    expect(response.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body.data.questionIds).toHaveLength(2);
    expect(response.body.position).toBeGreaterThan(0);
    expect(response.body.position).toBe(lastPosition);
    networkSetId = response.body.data.id;

    const paid = remember(
      await harness.http.post('/api/question-sets').set(admin).send(paidSecuritySetPayload()),
    );
    expect(paid.status).toBe(201);
    paidSetId = paid.body.data.id;
  });

  it('given the creation position, when the set is read with X-Min-Position, then it is there at once with its questions in order', async () => {
    const response = await read(`/api/question-sets/${networkSetId}`);
    expect(response.status).toBe(200);
    expect(response.headers['x-read-model-stale']).toBeUndefined();
    const set = response.body.data;
    expect(set).toMatchObject({
      id: networkSetId,
      title: 'ネットワーク基礎',
      category: 'ネットワークプロトコル',
      isPaid: false,
      isFeatured: true,
      featuredCategory: '人気の問題集',
      questionCount: 2,
      hasAccess: true,
      accessType: 'free',
      remainingDays: null,
    });
    expect(set.questions.map((question: Json) => [question.orderIndex, question.text])).toEqual([
      [0, 'OSI参照モデルの第3層はどれか。'],
      [1, 'TCPの特徴として正しいものをすべて選べ。'],
    ]);
    // Shown in the caller's own order (issue 40), lettered by the place shown.
    expect(set.questions[0].options.map((option: Json) => option.label)).toEqual(['A', 'B', 'C']);
    expect(set.questions[0].options.map((option: Json) => option.text).sort()).toEqual(
      ['ネットワーク層', 'トランスポート層', 'データリンク層'].sort(),
    );
  });

  it('given sets with answers and explanations, when any query answers, then neither isCorrect nor explanation appears anywhere', async () => {
    const paths = [
      `/api/question-sets/${networkSetId}`,
      `/api/question-sets/${paidSetId}`,
      '/api/question-sets',
      '/api/question-sets/featured',
      `/api/question-sets/by-category/${encodeURIComponent('ネットワークプロトコル')}`,
    ];
    for (const path of paths) {
      const response = await read(path);
      expect(response.status, path).toBe(200);
      const keys = allKeys(response.body);
      expect(keys, path).not.toContain('isCorrect');
      expect(keys, path).not.toContain('explanation');
    }
  });

  it('given a free and a paid set, when listed, then newest comes first and access follows the paid rule', async () => {
    const response = await read('/api/question-sets');
    expect(response.body.success).toBe(true);
    expect(response.body.data.map((set: Json) => [set.id, set.accessType, set.hasAccess])).toEqual([
      [paidSetId, 'trial', false],
      [networkSetId, 'free', true],
    ]);
    expect((await read('/api/question-sets?limit=1')).body.data).toHaveLength(1);
  });

  it('given a search word in any case, when listed with ?search, then title, description and category are matched', async () => {
    const byDescription = await read(`/api/question-sets?search=${encodeURIComponent('tcp/ip')}`);
    expect(byDescription.body.data.map((set: Json) => set.id)).toEqual([networkSetId]);
    const byCategory = await read(`/api/question-sets?search=${encodeURIComponent('セキュリティ')}`);
    expect(byCategory.body.data.map((set: Json) => set.id)).toEqual([paidSetId]);
    const byCategoryFilter = await read(
      `/api/question-sets?category=${encodeURIComponent('セキュリティ技術')}`,
    );
    expect(byCategoryFilter.body.data.map((set: Json) => set.id)).toEqual([paidSetId]);
    expect((await read('/api/question-sets?search=zzz-nothing')).body.data).toEqual([]);
  });

  it('given two categories, when categories, featured and by-category are asked, then each answers its slice', async () => {
    expect((await read('/api/question-sets/categories')).body).toEqual({
      success: true,
      data: ['セキュリティ技術', 'ネットワークプロトコル'].sort((a, b) => a.localeCompare(b, 'ja')),
    });
    expect((await read('/api/question-sets/featured')).body.data.map((set: Json) => set.id)).toEqual([
      networkSetId,
    ]);
    const byCategory = await read(`/api/question-sets/by-category/${encodeURIComponent('セキュリティ技術')}`);
    expect(byCategory.body.data.map((set: Json) => set.id)).toEqual([paidSetId]);
    expect((await read('/api/homepage/featured-categories')).body).toEqual({
      success: true,
      data: ['人気の問題集'],
    });
  });

  it('given known and unknown ids, when counts are asked, then the count call and the batch call agree (unknown = 0)', async () => {
    expect((await read(`/api/questions/count/${networkSetId}`)).body).toEqual({
      success: true,
      count: 2,
      data: { count: 2 },
    });
    const batch = await harness.http
      .post('/api/questions/batch-count')
      .set('X-Min-Position', String(lastPosition))
      .send({ questionSetIds: [networkSetId, paidSetId, 'no-such-set'] });
    expect(batch.status).toBe(200);
    expect(batch.body).toEqual({
      success: true,
      data: { [networkSetId]: 2, [paidSetId]: 1, 'no-such-set': 0 },
    });
  });

  it.each([
    ['an empty list', { questionSetIds: [] }],
    ['no list', {}],
    ['a string', { questionSetIds: 'a,b' }],
  ])('given %s, when batch-count is called, then 400 题库ID列表不能为空', async (_, body) => {
    const response = await harness.http.post('/api/questions/batch-count').send(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: '問題集IDのリストを指定してください' });
  });

  it('given an added question at position 0, when read back, then it comes first and the count follows', async () => {
    const added = remember(
      await harness.http
        .post('/api/questions')
        .set(admin)
        .send({ ...questionPayload(networkSetId), position: 0 }),
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ success: true, message: '問題が正常に追加されました' });
    const questionId = added.body.data.id;
    const set = (await read(`/api/question-sets/${networkSetId}`)).body.data;
    expect(set.questionCount).toBe(3);
    expect(set.questions[0]).toMatchObject({
      id: questionId,
      orderIndex: 0,
      text: 'HTTPSが標準で使うポート番号はどれか。',
    });
  });

  it('given a question, when it is edited and then deleted through its id only, then its set is found from the read model', async () => {
    const set = (await read(`/api/question-sets/${networkSetId}`)).body.data;
    const questionId = set.questions[1].id;
    const edited = remember(
      await harness.http.put(`/api/questions/${questionId}`).set(admin).send({ text: '第3層の名称を選べ。' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      success: true,
      message: '問題が正常に更新されました',
      data: { questionSetId: networkSetId },
    });
    const afterEdit = (await read(`/api/question-sets/${networkSetId}`)).body.data;
    expect(afterEdit.questions[1]).toMatchObject({ id: questionId, text: '第3層の名称を選べ。' });

    const deleted = remember(await harness.http.delete(`/api/questions/${questionId}`).set(admin));
    expect(deleted.body).toMatchObject({ success: true, message: '問題が正常に削除されました' });
    const afterDelete = (await read(`/api/question-sets/${networkSetId}`)).body.data;
    expect(afterDelete.questions.map((question: Json) => question.id)).not.toContain(questionId);
    expect(afterDelete.questionCount).toBe(2);
  });

  it('given the current order, when it is reversed, then the set reads in the new order', async () => {
    const before = (await read(`/api/question-sets/${networkSetId}`)).body.data.questions.map(
      (q: Json) => q.id,
    );
    const reversed = [...before].reverse();
    const response = remember(
      await harness.http
        .put(`/api/question-sets/${networkSetId}/questions`)
        .set(admin)
        .send({ questionIds: reversed }),
    );
    expect(response.status).toBe(200);
    const after = (await read(`/api/question-sets/${networkSetId}`)).body.data.questions.map(
      (q: Json) => q.id,
    );
    expect(after).toEqual(reversed);
  });

  it('given a details and pricing change, when PUT, then both read back; an unchanged PUT answers the same position', async () => {
    const changed = remember(
      await harness.http
        .put(`/api/question-sets/${networkSetId}`)
        .set(admin)
        .send({ title: 'ネットワーク基礎（改訂版）', isPaid: true, price: 980, trialQuestions: 1 }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('問題集が正常に更新されました');
    const set = (await read(`/api/question-sets/${networkSetId}`)).body.data;
    expect(set).toMatchObject({
      title: 'ネットワーク基礎（改訂版）',
      isPaid: true,
      price: 980,
      accessType: 'trial',
    });

    const unchanged = await harness.http
      .put(`/api/question-sets/${networkSetId}`)
      .set(admin)
      .send({ title: 'ネットワーク基礎（改訂版）' });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.position).toBe(lastPosition);
  });

  it('given a featured set, when unfeatured and featured again, then the featured listing follows', async () => {
    remember(
      await harness.http
        .put(`/api/question-sets/${networkSetId}/featured`)
        .set(admin)
        .send({ isFeatured: false }),
    );
    expect((await read('/api/question-sets/featured')).body.data).toEqual([]);
    const featured = remember(
      await harness.http
        .put(`/api/question-sets/${paidSetId}/featured`)
        .set(admin)
        .send({ isFeatured: true, featuredCategory: 'セキュリティ特集' }),
    );
    expect(featured.status).toBe(200);
    expect((await read('/api/question-sets/featured')).body.data.map((set: Json) => set.id)).toEqual([
      paidSetId,
    ]);
    expect((await read('/api/homepage/featured-categories')).body.data).toEqual(['セキュリティ特集']);
  });

  it('given a set, when deleted, then reading it answers 404 問題集が見つかりません and it leaves the listing', async () => {
    const deleted = remember(await harness.http.delete(`/api/question-sets/${paidSetId}`).set(admin));
    expect(deleted.body).toMatchObject({ success: true, message: '問題集が正常に削除されました' });
    const response = await read(`/api/question-sets/${paidSetId}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      success: false,
      message: '問題集が見つかりません',
      code: 'QUESTION_SET_NOT_FOUND',
    });
    expect((await read('/api/question-sets')).body.data.map((set: Json) => set.id)).toEqual([networkSetId]);
  });

  it('given a position the projections never reach, when read with ?minPosition, then it answers anyway, marked stale', async () => {
    const response = await harness.http.get(`/api/question-sets?minPosition=${lastPosition + 1000}`);
    expect(response.status).toBe(200);
    expect(response.headers['x-read-model-stale']).toBe('true');
  });
});
