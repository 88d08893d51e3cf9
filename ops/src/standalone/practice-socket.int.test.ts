import { SET_QUESTIONS, type SetQuestion } from '@exam/projections';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  allStrings,
  bearer,
  type PracticeHarness,
  paidSetPayload,
  startPracticeStandalone,
  TOKENS,
} from './test-support/practice-harness.js';

const nextEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5_000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('learner practice over the socket (progress:*)', () => {
  let harness: PracticeHarness;
  let baseUrl: string;
  let setId: string;
  let questions: SetQuestion[];
  const sockets: Socket[] = [];
  const received: unknown[] = [];

  const open = async (token?: string) => {
    const socket = connect(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    socket.onAny((_event, payload) => received.push(payload));
    sockets.push(socket);
    await nextEvent(socket, 'server:hello');
    return socket;
  };

  beforeAll(async () => {
    harness = await startPracticeStandalone();
    baseUrl = await harness.listen();
    const created = await harness.http
      .post('/api/question-sets')
      .set(bearer(TOKENS.admin))
      .send(paidSetPayload());
    setId = created.body.data.id;
    await harness.standalone.progress.waitForPosition(created.body.position, 5_000);
    questions = await harness.standalone.documentStore
      .collection<SetQuestion>(SET_QUESTIONS)
      .find({ questionSetId: setId }, { sort: [['rank', 1]] });
    const answered = await harness.http
      .post(`/api/practice/${setId}/answers`)
      .set(bearer(TOKENS.aPhone))
      .send({ questionId: questions[0]?.id, selectedOptionIds: [questions[0]?.options[1]?.id] });
    expect(answered.body.data.isCorrect).toBe(false);
    await harness.standalone.progress.waitForPosition(answered.body.position, 5_000);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given a visitor socket, when it asks for progress, then it is refused', async () => {
    const socket = await open();
    const result = nextEvent(socket, 'progress:get:result');
    socket.emit('progress:get', { questionSetId: setId });
    expect(await result).toEqual({
      success: false,
      message: '認証が必要です',
      error: '認証が必要です',
      code: 'UNAUTHORIZED',
      status: 401,
    });
  });

  it('given a signed-in socket, when it asks for progress, then progress:data carries the answered questions and the last index', async () => {
    const socket = await open(TOKENS.aLaptop);
    const data = nextEvent(socket, 'progress:data');
    socket.emit('progress:get', { questionSetId: setId });
    expect(await data).toEqual({
      questionSetId: setId,
      answeredQuestions: [
        {
          questionId: questions[0]?.id,
          questionIndex: 0,
          isCorrect: false,
          selectedOptionIds: [questions[0]?.options[1]?.id],
        },
      ],
      lastQuestionIndex: 0,
    });
  });

  it('given progress:update with claimed answers, then only the place is saved, and an identical emit within 2 s is throttled', async () => {
    const socket = await open(TOKENS.aPhone);
    const payload = {
      questionSetId: setId,
      lastQuestionIndex: 1,
      timeSpent: 3000,
      answeredQuestions: [{ questionId: questions[3]?.id, isCorrect: true }],
    };
    const first = nextEvent<{ success: boolean; position: number }>(socket, 'progress:update:result');
    socket.emit('progress:update', payload);
    const result = await first;
    expect(result.success).toBe(true);
    const second = nextEvent(socket, 'progress:update:result');
    socket.emit('progress:update', payload);
    expect(await second).toMatchObject({ success: false, code: 'RATE_LIMITED', status: 429 });

    const stats = await harness.http
      .get('/api/user-progress/stats')
      .set(bearer(TOKENS.aPhone))
      .set('X-Min-Position', String(result.position));
    expect(stats.body.data[setId]).toMatchObject({
      lastQuestionIndex: 1,
      completedQuestions: 1,
      correctAnswers: 0,
    });

    const invalid = nextEvent<{ success: boolean; error: string }>(socket, 'progress:update:result');
    socket.emit('progress:update', { lastQuestionIndex: 2 });
    expect(await invalid).toMatchObject({
      success: false,
      error: '問題集IDが必要です',
      message: '問題集IDが必要です',
      code: 'VALIDATION_FAILED',
      status: 400,
    });
  });

  it('given progress:delete, then the set is reset and every device of that learner (only) hears progress:delete', async () => {
    const phone = await open(TOKENS.aPhone);
    const laptop = await open(TOKENS.aLaptop);
    const other = await open(TOKENS.b);
    let otherHeard = false;
    other.on('progress:delete', () => {
      otherHeard = true;
    });
    const onPhone = nextEvent(phone, 'progress:delete');
    const onLaptop = nextEvent(laptop, 'progress:delete');
    const result = nextEvent<{ success: boolean; position: number }>(phone, 'progress:reset:result');
    phone.emit('progress:delete', { questionSetId: setId });
    expect(await onPhone).toEqual({ questionSetId: setId });
    expect(await onLaptop).toEqual({ questionSetId: setId });
    const reset = await result;
    expect(reset.success).toBe(true);
    const data = nextEvent<{ answeredQuestions: unknown[] }>(laptop, 'progress:data');
    await harness.standalone.progress.waitForPosition(reset.position, 5_000);
    laptop.emit('progress:get', { questionSetId: setId });
    expect((await data).answeredQuestions).toEqual([]);
    // A round trip on the other learner's socket proves it had the chance to hear the room message.
    const own = nextEvent(other, 'progress:get:result');
    other.emit('progress:get', {});
    await own;
    expect(otherHeard).toBe(false);
  });

  it('given hostile payloads on every progress event, then each is a 4xx refusal in the envelope and nothing is appended', async () => {
    const socket = await open(TOKENS.b);
    let deep: unknown = {};
    for (let depth = 0; depth < 2_000; depth++) deep = { questionSetId: deep };
    const payloads: unknown[] = [
      'not an object',
      42,
      null,
      [setId],
      { questionSetId: 'x'.repeat(200_000) },
      { questionSetId: '%E0%A4%A' },
      { questionSetId: setId, lastQuestionIndex: -1, timeSpent: 'NaN' },
      { questionSetId: setId, lastQuestionIndex: 1e308, timeSpent: Number.MAX_SAFE_INTEGER * 4 },
      deep,
    ];
    const head = await harness.standalone.eventStore.headPosition();
    // progress:get of a well-formed id (even one no set has) answers with progress:data, not a refusal.
    const wellFormedId = (payload: unknown) =>
      typeof payload === 'object' &&
      payload !== null &&
      typeof Reflect.get(payload, 'questionSetId') === 'string';
    for (const event of ['progress:get', 'progress:update', 'progress:reset', 'progress:delete']) {
      for (const payload of payloads.filter((each) => event !== 'progress:get' || !wellFormedId(each))) {
        const answer = await socket.timeout(5_000).emitWithAck(event, payload);
        expect(answer, `${event} ${JSON.stringify(payload).slice(0, 60)}`).toMatchObject({
          success: false,
          message: expect.any(String),
          code: expect.any(String),
        });
        expect(answer.status, `${event} ${JSON.stringify(payload).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${event} ${JSON.stringify(payload).slice(0, 60)}`).toBeLessThan(500);
      }
    }
    expect(await harness.standalone.eventStore.headPosition()).toBe(head);
  });

  it('given every socket message above, then nothing of a locked question was sent', () => {
    expect(received.length).toBeGreaterThan(5);
    expect(received.flatMap(allStrings).filter((text) => text.includes('SECRET'))).toEqual([]);
  });
});
