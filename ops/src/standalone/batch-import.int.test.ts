import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  freeSetPayload,
  type PracticeHarness,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';

const admin = bearer(TOKENS.admin);
const learner = bearer(TOKENS.aPhone);
const upload = (setId: string) => `/api/questions/batch-upload/${setId}`;

/** A pipe file of `good` lines with a bad line every so often (a lowercase answer). */
const pipeFile = (good: number, badEvery = 0) =>
  Array.from({ length: good }, (_, index) =>
    badEvery && (index + 1) % badEvery === 0
      ? `悪い行${index}|選択肢1|選択肢2|a`
      : `問題${index}の本文|選択肢1|選択肢2|選択肢3|${index % 2 ? 'A' : 'A,B'}|解説${index}`,
  ).join('\r\n');

describe('batch import (POST /api/questions/batch-upload/{questionSetId}, GET /api/jobs/{id}, export)', () => {
  let harness: PracticeHarness;
  let setId: string;
  const head = () => harness.standalone.eventStore.headPosition();
  const count = async () =>
    (await harness.http.put(`/api/question-sets/${setId}/count`).set(admin)).body.data
      .questionCount as number;

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    const created = await harness.http.post('/api/question-sets').set(admin).send(freeSetPayload());
    setId = created.body.data.id;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given a file with good and bad lines, when imported synchronously, then the good ones are added and each bad one reported with its line', async () => {
    const before = await count();
    const response = await harness.http
      .post(upload(setId))
      .set(admin)
      .attach('file', Buffer.from(pipeFile(10, 5)), 'questions.csv');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ success: 8, failed: 2 });
    expect(response.body.data.errors.map((error: { line: number }) => error.line)).toEqual([5, 10]);
    expect(response.body.data.errors[0].excerpt).toContain('悪い行4');
    expect(response.body.message).toContain('問題一括追加成功！');
    expect(await count()).toBe(before + 8);
  });

  it('given a dry run on its own route, then the same counts and errors, and nothing is written', async () => {
    const before = await head();
    const response = await harness.http
      .post('/api/questions/batch-check')
      .set(admin)
      .attach('file', Buffer.from(pipeFile(10, 5)), 'questions.txt');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ success: 8, failed: 2, dryRun: true });
    expect(await head()).toBe(before);
  });

  it('given dryRun sent to the upload route, then refused (not ignored, which would import) and nothing is written', async () => {
    const before = await head();
    const response = await harness.http
      .post(upload(setId))
      .set(admin)
      .field('dryRun', 'true')
      .attach('file', Buffer.from(pipeFile(10, 5)), 'questions.txt');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(response.body.message).toContain('batch-check');
    expect(await head()).toBe(before);
  });

  it('given a .pdf to the check, then CSVまたはTXTファイル形式のみサポート', async () => {
    const response = await harness.http
      .post('/api/questions/batch-check')
      .set(admin)
      .attach('file', Buffer.from('%PDF-1.4'), 'questions.pdf');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: 'CSVまたはTXTファイル形式のみサポート' });
  });

  it('given async, then 202 with a job id at once, and the job completes with its result and progress 100', async () => {
    const before = await count();
    const response = await harness.http
      .post(upload(setId))
      .set(admin)
      .field('async', 'true')
      .attach('file', Buffer.from(pipeFile(450)), 'many.csv');
    expect(response.status).toBe(202);
    const { jobId } = response.body.data;
    let status = (await harness.http.get(`/api/jobs/${jobId}`).set(admin)).body.data;
    for (let tries = 0; status.state !== 'completed' && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = (await harness.http.get(`/api/jobs/${jobId}`).set(admin)).body.data;
    }
    expect(status).toMatchObject({ state: 'completed', progress: 100, result: { success: 450, failed: 0 } });
    expect(await count()).toBe(before + 450);
    expect((await harness.http.get(`/api/jobs/${jobId}`).set(learner)).status).toBe(403);
    expect((await harness.http.get('/api/jobs/unknown-job')).status).toBe(401);
    expect((await harness.http.get('/api/jobs/unknown-job').set(admin)).status).toBe(404);
  });

  it('given page and pageSize, then GET /api/questions serves that range of the set order with the total; a bad page is refused, never clamped', async () => {
    // Every read after the projections have passed the log's head (the imports before this test included).
    const minPosition = String(await head());
    const read = (query: string) =>
      harness.http
        .get(`/api/questions?questionSetId=${setId}${query}`)
        .set(admin)
        .set('X-Min-Position', minPosition);
    const total = await count();
    // No page named: the first page of 100 with the total (issue 35), never the whole set.
    const first = (await read('')).body.data;
    expect(first).toMatchObject({ total, page: 1, pageSize: 100 });
    expect(first.list).toHaveLength(Math.min(total, 100));
    const second = (await read('&page=2&pageSize=100')).body.data.list;
    const paged = await read('&page=3&pageSize=50');
    expect(paged.status).toBe(200);
    expect(paged.body.data).toMatchObject({ total, page: 3, pageSize: 50 });
    expect(paged.body.data.list.map((question: { id: string }) => question.id)).toEqual(
      second.slice(0, 50).map((question: { id: string }) => question.id),
    );
    const last = Math.ceil(total / 50);
    const tail = await read(`&page=${last}&pageSize=50`);
    expect(tail.body.data.list).toHaveLength(total - (last - 1) * 50);
    for (const [query, message] of [
      ['page=0&pageSize=50', 'ページは1〜1,000,000の整数で指定してください'],
      ['page=1&pageSize=501', '表示件数は1〜500の整数で指定してください'],
      ['page=1', '表示件数は1〜500の整数で指定してください'],
      ['page=1.5&pageSize=10', 'ページは1〜1,000,000の整数で指定してください'],
    ]) {
      const refused = await read(`&${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body).toMatchObject({ success: false, message, code: 'INVALID_PAGE' });
    }
  });

  it('given Shift_JIS with CRLF, when imported, then the Japanese text arrives intact', async () => {
    // 主キー|一意|重複|A in Shift_JIS (主 8EE5, キ 834C, ー 815B, 一 88EA, 意 88D3, 重 8F64, 複 95A1)
    const bytes = Buffer.from('8ee5834c815b7c88ea88d37c8f6495a17c410d0a', 'hex');
    const response = await harness.http.post(upload(setId)).set(admin).attach('file', bytes, 'sjis.csv');
    expect(response.body.data).toMatchObject({ success: 1, failed: 0 });
    const read = async (query: string) =>
      (
        await harness.http
          .get(`/api/questions?questionSetId=${setId}&include=options${query}`)
          .set(admin)
          .set('X-Min-Position', String(response.body.position))
      ).body.data;
    const { total } = await read('');
    const questions = (await read(`&cursor=${total - 1}&limit=1`)).list;
    expect(questions.at(-1)).toMatchObject({ text: '主キー', explanation: '解説なし' });
  });

  it('given create mode, when the form fields are missing, then each has its message; with them, a new set holds the questions', async () => {
    const file = Buffer.from(pipeFile(3));
    const missing = await harness.http
      .post(upload('new'))
      .set(admin)
      .field('title', '一括作成')
      .attach('file', file, 'q.csv');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('問題集の説明を入力してください');
    const created = await harness.http
      .post(upload('new'))
      .set(admin)
      .field('title', '一括作成')
      .field('description', 'ファイルから作った問題集')
      .field('category', 'データベース')
      .attach('file', file, 'q.csv');
    expect(created.status).toBe(200);
    expect(created.body.message).toContain('問題集作成成功！');
    const read = await harness.http
      .get(`/api/question-sets/${created.body.data.questionSetId}`)
      .set('X-Min-Position', String(created.body.position));
    expect(read.body.data).toMatchObject({ title: '一括作成', questionCount: 3 });
  });

  it.each([
    [
      'a wrong extension',
      () => harness.http.post(upload(setId)).set(admin).attach('file', Buffer.from('q|a|b|A'), 'q.xlsx'),
      400,
      'CSVまたはTXTファイル形式のみサポート',
    ],
    [
      'no file',
      () => harness.http.post(upload(setId)).set(admin).field('format', 'pipe'),
      400,
      'アップロードするファイルを選択してください',
    ],
    [
      'an unknown set',
      () =>
        harness.http
          .post(upload('00000000-0000-4000-8000-000000000999'))
          .set(admin)
          .attach('file', Buffer.from('q|a|b|A'), 'q.csv'),
      404,
      '問題集が見つかりません',
    ],
    [
      'a learner',
      () => harness.http.post(upload(setId)).set(learner).attach('file', Buffer.from('q|a|b|A'), 'q.csv'),
      403,
      undefined,
    ],
    [
      'a visitor',
      () => harness.http.post(upload(setId)).attach('file', Buffer.from('q|a|b|A'), 'q.csv'),
      401,
      undefined,
    ],
  ])('given %s, then it is refused and nothing is written', async (_, send, status, message) => {
    const before = await head();
    const response = await send();
    expect(response.status).toBe(status);
    if (message) expect(response.body.message).toBe(message);
    expect(await head()).toBe(before);
  });

  it.each(['pipe', 'gift', 'aiken'])(
    'given a set, when exported as %s and imported into a new set, then the questions are equal',
    async (format) => {
      const source = await harness.http
        .post('/api/question-sets')
        .set(admin)
        .send({
          title: `往復 ${format}`,
          questions: [1, 2, 3].map((n) => ({
            text: `往復の問題${n}`,
            explanation: `<p>解説${n}</p>`,
            options: [
              { text: `正${n}`, isCorrect: true },
              { text: `誤${n}`, isCorrect: false },
            ],
          })),
        });
      const exported = await harness.http
        .get(`/api/question-sets/${source.body.data.id}/export?format=${format}`)
        .set(admin)
        .set('X-Min-Position', String(source.body.position));
      expect(exported.status).toBe(200);
      expect(exported.headers['content-disposition']).toContain('attachment');
      const imported = await harness.http
        .post(upload('new'))
        .set(admin)
        .field('format', format)
        .field('title', `往復先 ${format}`)
        .field('description', '往復')
        .field('category', 'その他')
        .attach('file', Buffer.from(exported.text), format === 'gift' ? 'set.gift' : 'set.txt');
      expect(imported.body.data).toMatchObject({ success: 3, failed: 0 });
      const read = async (id: string, position: number) =>
        (
          await harness.http
            .get(`/api/questions?questionSetId=${id}&include=options`)
            .set(admin)
            .set('X-Min-Position', String(position))
        ).body.data.list.map((q: { text: string; options: Array<{ text: string; isCorrect: boolean }> }) => ({
          text: q.text,
          options: q.options.map(({ text, isCorrect }) => ({ text, isCorrect })),
        }));
      expect(await read(imported.body.data.questionSetId, imported.body.position)).toEqual(
        await read(source.body.data.id, source.body.position),
      );
      expect(
        (await harness.http.get(`/api/question-sets/${source.body.data.id}/export`).set(learner)).status,
      ).toBe(403);
    },
  );
});
