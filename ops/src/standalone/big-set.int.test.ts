import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, type Harness, learner, startStandalone } from './test-support/harness.js';

/** Issue 35: a set read in windows, the admin manager's server pages, one-question moves, paged statistics. */
const SIZE = 240;
const TRIAL = 3;

const question = (index: number) => ({
  text: index % 10 === 7 ? `設問 ${index} キーワード` : `設問 ${index}`,
  explanation: `解説 ${index}`,
  questionType: index % 3 === 0 ? 'multiple' : 'single',
  options: [
    { text: '正しい', isCorrect: true },
    { text: '誤り', isCorrect: false },
    ...(index % 3 === 0 ? [{ text: 'これも正しい', isCorrect: true }] : []),
  ],
});

type Row = { id: string; number: number; orderIndex: number; locked: boolean; text?: string };

describe('real-size sets: windows, server pages, moves and paged statistics', () => {
  let harness: Harness;
  let setId: string;
  let position = 0;
  const at = () => ({ 'X-Min-Position': String(position) });
  const ids = (rows: Row[]) => rows.map((row) => row.id);

  const createSet = async (isPaid: boolean) => {
    const response = await harness.http
      .post('/api/question-sets')
      .set(admin)
      .send({
        title: isPaid ? '大きな有料問題集' : '大きな問題集',
        description: '',
        category: '検証',
        icon: '📚',
        isPaid,
        price: isPaid ? 1000 : 0,
        trialQuestions: isPaid ? TRIAL : 0,
        questions: Array.from({ length: SIZE }, (_, index) => question(index)),
      });
    expect(response.status, response.text).toBe(201);
    position = response.body.position;
    return response.body.data.id as string;
  };
  const adminPage = (query: string) =>
    harness.http.get(`/api/questions?questionSetId=${setId}&include=options${query}`).set(admin).set(at());

  beforeAll(async () => {
    harness = await startStandalone();
    setId = await createSet(false);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given a paid set and a visitor, when the set is read with a window, then the first window comes gated with the total and a cursor for the rest', async () => {
    const paidId = await createSet(true);
    const first = await harness.http.get(`/api/question-sets/${paidId}?window=50`).set(at());
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ questionCount: SIZE, questionsTotal: SIZE, nextCursor: '50' });
    const questions = first.body.data.questions as Row[];
    expect(questions.map((row) => row.number)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(questions.filter((row) => !row.locked)).toHaveLength(TRIAL);
    expect(questions[TRIAL]).toEqual({
      id: expect.any(String),
      number: TRIAL + 1,
      orderIndex: TRIAL,
      locked: true,
    });

    const windows: Row[] = [...questions];
    let cursor: string | null = first.body.data.nextCursor;
    while (cursor !== null) {
      const next = await harness.http.get(
        `/api/questions?questionSetId=${paidId}&cursor=${cursor}&limit=100`,
      );
      expect(next.status).toBe(200);
      expect(next.body.data.total).toBe(SIZE);
      windows.push(...next.body.data.list);
      cursor = next.body.data.nextCursor;
    }
    expect(windows.map((row) => row.number)).toEqual(Array.from({ length: SIZE }, (_, index) => index + 1));
    expect(windows.slice(TRIAL).every((row) => row.locked && row.text === undefined)).toBe(true);

    // Without a window the spec's client still reads every question (the web moves in step).
    const whole = await harness.http.get(`/api/question-sets/${paidId}`).set(at());
    expect(whole.body.data.questions).toHaveLength(SIZE);
    expect(whole.body.data.nextCursor).toBeUndefined();
  });

  it('given no page parameters, then GET /api/questions answers its first page with the total; ids read those questions alone, in the set order', async () => {
    const first = await harness.http.get(`/api/questions?questionSetId=${setId}&include=options`).set(at());
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: SIZE, page: 1, pageSize: 100 });
    const firstRows = first.body.data.list as Row[];
    expect(firstRows.map((row) => row.number)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));

    const last = await harness.http
      .get(`/api/questions?questionSetId=${setId}&cursor=${SIZE - 100}&limit=100&include=options`)
      .set(at());
    const wanted = [(last.body.data.list as Row[]).at(-1)?.id, firstRows[2]?.id, 'not-a-question'];
    const byId = await harness.http
      .get(`/api/questions?questionSetId=${setId}&include=options&ids=${wanted.join(',')}`)
      .set(at());
    expect(byId.status).toBe(200);
    expect(byId.body.data.total).toBe(SIZE);
    expect((byId.body.data.list as Row[]).map((row) => row.number)).toEqual([3, SIZE]);

    // A learner's read by id keeps their own option order, the one their window read shows.
    type WithOptions = Row & { options: Array<{ id: string }> };
    const optionOrder = async (query: string) =>
      (
        (
          await harness.http
            .get(`/api/questions?questionSetId=${setId}&include=options&${query}`)
            .set(learner)
            .set(at())
        ).body.data.list as WithOptions[]
      ).map((row) => row.options.map((option) => option.id));
    const [inWindow] = await optionOrder('cursor=2&limit=1');
    expect(inWindow).toHaveLength(2);
    expect(await optionOrder(`ids=${wanted[1]}`)).toEqual([inWindow]);

    const tooMany = Array.from({ length: 201 }, (_, index) => `q${index}`).join(',');
    for (const query of [
      `ids=${tooMany}`,
      `ids=${wanted[1]}&page=1&pageSize=10`,
      `ids=${wanted[1]}&cursor=0&limit=10`,
    ]) {
      const refused = await harness.http.get(`/api/questions?questionSetId=${setId}&${query}`).set(at());
      expect(refused.status, query).toBe(400);
      expect(refused.body, query).toMatchObject({ success: false, code: 'INVALID_PAGE' });
    }
  });

  it('given windows out of range, then they are refused with the bound, never clamped', async () => {
    for (const [path, code] of [
      [`/api/question-sets/${setId}?window=201`, 'INVALID_PAGE'],
      [`/api/question-sets/${setId}?window=0`, 'INVALID_PAGE'],
      [`/api/questions?questionSetId=${setId}&limit=500`, 'INVALID_PAGE'],
      [`/api/questions?questionSetId=${setId}&cursor=abc&limit=10`, 'INVALID_CURSOR'],
      [`/api/questions?questionSetId=${setId}&cursor=10&limit=10&page=1&pageSize=10`, 'INVALID_PAGE'],
    ] as const) {
      const response = await harness.http.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body, path).toMatchObject({ success: false, code });
    }
  });

  it('given the admin manager, when it searches by text and filters by type, then the page and total cover only the matches', async () => {
    const found = await adminPage('&page=1&pageSize=10&search=%E3%82%AD%E3%83%BC%E3%83%AF%E3%83%BC%E3%83%89');
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ total: SIZE / 10, page: 1, pageSize: 10 });
    expect((found.body.data.list as Row[]).map((row) => row.number)).toEqual([
      8, 18, 28, 38, 48, 58, 68, 78, 88, 98,
    ]);

    const multiple = await adminPage('&page=2&pageSize=5&type=multiple');
    expect(multiple.body.data.total).toBe(SIZE / 3);
    expect((multiple.body.data.list as Row[]).map((row) => row.number)).toEqual([16, 19, 22, 25, 28]);

    const both = await adminPage('&page=1&pageSize=50&type=multiple&search=%E3%82%AD%E3%83%BC');
    expect((both.body.data.list as Row[]).map((row) => row.number)).toEqual([
      28, 58, 88, 118, 148, 178, 208, 238,
    ]);

    const byText = (await adminPage('&page=1&pageSize=4&sort=text')).body.data.list as Row[];
    expect(byText.map((row) => row.text)).toEqual(['設問 0', '設問 1', '設問 10', '設問 100']);

    const lastPage = await adminPage(`&page=${SIZE / 20}&pageSize=20`);
    expect((lastPage.body.data.list as Row[]).at(-1)?.number).toBe(SIZE);
  });

  it('given a learner or a filter without a page, then the search is refused', async () => {
    const asLearner = await harness.http
      .get(`/api/questions?questionSetId=${setId}&page=1&pageSize=10&search=x`)
      .set(learner);
    expect(asLearner.status).toBe(403);
    const noPage = await adminPage('&type=single');
    expect(noPage.status).toBe(400);
    const badType = await adminPage('&page=1&pageSize=10&type=essay');
    expect(badType.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('given the 30 s refresh of one page, when nothing changed, then 304 Not Modified', async () => {
    const first = await adminPage('&page=3&pageSize=20');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await adminPage('&page=3&pageSize=20').set('If-None-Match', etag);
    expect(again.status).toBe(304);
  });

  it('given a question moved from the last place to the second, then one event names it and the pages show the new order', async () => {
    const before = (await adminPage(`&page=1&pageSize=200`)).body.data.list as Row[];
    const last = (await adminPage(`&page=${SIZE}&pageSize=1`)).body.data.list[0] as Row;
    const headBefore = await harness.standalone.eventStore.headPosition();

    const moved = await harness.http
      .put(`/api/question-sets/${setId}/questions/${last.id}/position`)
      .set(admin)
      .send({ position: 1 });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ success: true, message: '問題を2番に移動しました' });
    expect(await harness.standalone.eventStore.headPosition()).toBe(headBefore + 1);
    position = moved.body.position;

    const after = (await adminPage(`&page=1&pageSize=200`)).body.data.list as Row[];
    expect(ids(after).slice(0, 4)).toEqual([before[0]?.id, last.id, before[1]?.id, before[2]?.id]);
    expect(after.map((row) => row.number)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    const tail = (await adminPage(`&page=${SIZE}&pageSize=1`)).body.data.list[0] as Row;
    expect(tail).toMatchObject({ number: SIZE });
    expect(tail.id).not.toBe(last.id);
  });

  it('given a move out of range or of an unknown question, then it is refused and nothing is appended', async () => {
    const someId = ((await adminPage('&page=1&pageSize=1')).body.data.list[0] as Row).id;
    const head = await harness.standalone.eventStore.headPosition();
    for (const [questionId, body, status, code] of [
      [someId, { position: SIZE }, 400, 'QUESTION_POSITION_INVALID'],
      [someId, { position: -1 }, 400, 'QUESTION_POSITION_INVALID'],
      [someId, { position: '3' }, 400, 'VALIDATION_FAILED'],
      ['00000000-0000-4000-8000-000000000000', { position: 0 }, 404, 'QUESTION_NOT_FOUND'],
    ] as const) {
      const response = await harness.http
        .put(`/api/question-sets/${setId}/questions/${questionId}/position`)
        .set(admin)
        .send(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body).toMatchObject({ success: false, code });
    }
    const sameplace = await harness.http
      .put(`/api/question-sets/${setId}/questions/${someId}/position`)
      .set(admin)
      .send({ position: 0 });
    expect(sameplace.status).toBe(200);
    expect(await harness.standalone.eventStore.headPosition()).toBe(head);
  });

  it('given answers, when the statistics are paged, then pages differ, hold at most 100 rows and the summary covers the set', async () => {
    const rows = (await adminPage('&page=1&pageSize=6')).body.data.list as Array<
      Row & { options: Array<{ id: string; isCorrect: boolean }> }
    >;
    for (const [index, row] of rows.entries()) {
      const options = row.options.filter((option) => option.isCorrect === (index % 2 === 0));
      const response = await harness.http
        .post(`/api/practice/${setId}/answers`)
        .set(learner)
        .send({ questionId: row.id, selectedOptionIds: options.map((option) => option.id) });
      expect(response.status, response.text).toBe(200);
      position = response.body.position;
    }
    const stats = (query: string) =>
      harness.http.get(`/api/admin/statistics/question-sets/${setId}?${query}`).set(admin).set(at());

    const page1 = await stats('page=1&pageSize=100&sort=number');
    const page2 = await stats('page=2&pageSize=100&sort=number');
    expect(page1.status).toBe(200);
    expect(page1.body.data).toMatchObject({
      total: SIZE,
      page: 1,
      pageSize: 100,
      sort: 'number',
      order: 'asc',
    });
    expect(page1.body.data.questions).toHaveLength(100);
    expect(page2.body.data.questions[0].orderIndex).toBe(100);
    expect(page1.body.data.summary).toMatchObject({
      questions: SIZE,
      answeredQuestions: 6,
      firstAttempts: 6,
      meanFacility: 0.5,
    });

    const byAnswers = await stats('sort=answers&pageSize=6');
    expect(byAnswers.body.data.questions.map((row: { questionId: string }) => row.questionId).sort()).toEqual(
      ids(rows).sort(),
    );
    expect((await stats('pageSize=101')).status).toBe(400);
    expect((await stats('flag=any')).body.data.total).toBe(0);
    // Without paging parameters the whole list, as the current screen reads it.
    expect((await stats('')).body.data.questions).toHaveLength(SIZE);

    const progress = (query: string) =>
      harness.http.get(`/api/practice/${setId}/progress?${query}`).set(learner).set(at());
    expect((await progress('view=summary')).body.data).toEqual({
      answeredCount: 6,
      correctCount: 3,
      lastQuestionIndex: expect.any(Number),
      correct: [0, 2, 4],
      wrong: [1, 3, 5],
    });
    const window = (await progress('view=window&cursor=2&limit=2')).body.data;
    expect(
      window.answeredQuestions.map((answer: { questionIndex: number }) => answer.questionIndex).sort(),
    ).toEqual([2, 3]);
    expect(window.answeredQuestions[0]).toHaveProperty('explanation');
    expect((await progress('view=window&limit=201')).status).toBe(400);
    expect((await progress('view=everything')).status).toBe(400);
  });

  it('given a set larger than one export part, when exported in each format, then the stream holds every question, numbered through, and the skipped count arrives as a trailer', async () => {
    const bigId = await (async () => {
      const response = await harness.http
        .post('/api/question-sets')
        .set(admin)
        .send({
          title: '書き出し',
          description: '',
          category: '検証',
          icon: '📚',
          isPaid: false,
          price: 0,
          trialQuestions: 0,
          questions: Array.from({ length: 1100 }, (_, index) => question(index)),
        });
      position = response.body.position;
      return response.body.data.id as string;
    })();
    const exported = (format: string) =>
      harness.http.get(`/api/question-sets/${bigId}/export?format=${format}`).set(admin).set(at());

    const pipe = await exported('pipe');
    expect(pipe.status).toBe(200);
    expect(pipe.text.split('\n')).toHaveLength(1100);
    expect(pipe.text.split('\n')[1099]).toMatch(/^設問 1099\|/);
    const gift = await exported('gift');
    expect(gift.text.match(/::Q\d+::/g)).toEqual(
      Array.from({ length: 1100 }, (_, index) => `::Q${index + 1}::`),
    );
    const aiken = await exported('aiken');
    expect(aiken.text.match(/^ANSWER: /gm)).toHaveLength(1100 - Math.ceil(1100 / 3));
    expect(
      (aiken as unknown as { res: { trailers: Record<string, string> } }).res.trailers['x-skipped-questions'],
    ).toBe(String(Math.ceil(1100 / 3)));
  });

  it('given a learner who answered 1,500 questions of one set, then the progress, the wrong answers and the learning path still answer (thousands of ids in one read)', async () => {
    const response = await harness.http
      .post('/api/question-sets')
      .set(admin)
      .send({
        title: '解答の多い問題集',
        description: '',
        category: '検証',
        icon: '📚',
        isPaid: false,
        price: 0,
        trialQuestions: 0,
        questions: Array.from({ length: 1500 }, (_, index) => question(index)),
      });
    const manyId = response.body.data.id as string;
    position = response.body.position;
    const listed: Array<Row & { options: Array<{ id: string }> }> = [];
    for (const page of [1, 2, 3])
      listed.push(
        ...(
          await harness.http
            .get(`/api/questions?questionSetId=${manyId}&include=options&page=${page}&pageSize=500`)
            .set(admin)
            .set(at())
        ).body.data.list,
      );
    for (let start = 0; start < listed.length; start += 500) {
      const answers = listed.slice(start, start + 500).map((row, index) => ({
        clientId: crypto.randomUUID(),
        questionId: row.id,
        // The second option is wrong in every question; a multiple-answer one also needs its third.
        selectedOptionIds: [row.options[(start + index) % 2]?.id],
      }));
      const sent = await harness.http
        .post(`/api/practice/${manyId}/answers/batch`)
        .set(learner)
        .send({ answers });
      expect(sent.status, sent.text).toBe(200);
      position = sent.body.position;
    }

    const progress = await harness.http.get(`/api/practice/${manyId}/progress`).set(learner).set(at());
    expect(progress.status, progress.text).toBe(200);
    expect(progress.body.data.answeredQuestions).toHaveLength(1500);
    const wrong = await harness.http.get('/api/wrong-answers').set(learner).set(at());
    expect(wrong.status, wrong.text).toBe(200);
    expect(
      wrong.body.data.filter((entry: { questionSetId: string }) => entry.questionSetId === manyId),
    ).toHaveLength(
      Array.from({ length: 1500 }, (_, index) => index % 2 === 1 || index % 3 === 0).filter(Boolean).length,
    );
    const path = await harness.http.get('/api/learning-path').set(learner).set(at());
    expect(path.status, path.text).toBe(200);
  });
});
