import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  admin,
  type Harness,
  LEARNER_TOKEN,
  learner,
  startStandalone,
} from './test-support/harness.js';
import { networkSetPayload } from './test-support/sample-payloads.js';
import { nextEvent, recordEvents } from './test-support/socket-events.js';

describe('standalone realtime (socket.io at /socket.io)', () => {
  let harness: Harness;
  let baseUrl: string;
  const sockets: Socket[] = [];

  const open = (auth?: { token: string }) => {
    const socket = connect(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth,
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    harness = await startStandalone();
    baseUrl = await harness.listen();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given a visitor, when it connects, then server:hello arrives with the server time and its socket id', async () => {
    const socket = open();
    const hello = await nextEvent<{ serverTime: string; socketId: string; authenticated: boolean }>(
      socket,
      'server:hello',
    );
    expect(hello.socketId).toBe(socket.id);
    expect(Number.isNaN(Date.parse(hello.serverTime))).toBe(false);
    expect(hello.authenticated).toBe(false);
  });

  it('given a visitor, when an administrator creates a set, then an invalidate notification names the set at its position', async () => {
    const socket = open();
    await nextEvent(socket, 'server:hello');
    const invalidations = recordEvents<{ tags: Array<{ type: string; id?: string }>; position: number }>(
      socket,
      'invalidate',
    );
    const created = await harness.http.post('/api/question-sets').set(admin).send(networkSetPayload());
    const setId = created.body.data.id as string;
    const notification = await invalidations.next((payload) =>
      payload.tags.some((tag) => tag.type === 'QuestionSet' && tag.id === setId),
    );
    expect(notification.position).toBeGreaterThan(0);
    expect(notification.position).toBeLessThanOrEqual(created.body.position);
  });

  it('given the administrator token in the handshake, when connected, then the socket joins the admins room', async () => {
    const socket = open({ token: ADMIN_TOKEN });
    const hello = await nextEvent<{ authenticated: boolean }>(socket, 'server:hello');
    expect(hello.authenticated).toBe(true);
    const received = nextEvent<{ text: string }>(socket, 'admin:ping');
    const visitor = open();
    await nextEvent(visitor, 'server:hello');
    let visitorGotIt = false;
    visitor.on('admin:ping', () => {
      visitorGotIt = true;
    });
    await harness.standalone.bus.publish({
      event: 'admin:ping',
      payload: { text: 'only admins' },
      rooms: ['admins'],
    });
    expect(await received).toEqual({ text: 'only admins' });
    // A round trip on the visitor's socket proves it had the chance to receive the room message.
    await harness.standalone.bus.publish({ event: 'everyone:ping', payload: {} });
    await nextEvent(visitor, 'everyone:ping');
    expect(visitorGotIt).toBe(false);
  });
  it("given a learner who practised a set, when its title changes, then one invalidation reaches the set's room: the learner's socket gets it, a visitor's does not", async () => {
    const created = await harness.http.post('/api/question-sets').set(admin).send(networkSetPayload());
    const setId = created.body.data.id as string;
    const questions = await harness.http
      .get(`/api/questions?questionSetId=${setId}&include=options`)
      .set(learner)
      .set('X-Min-Position', String(created.body.position));
    const [first] = questions.body.data.list as Array<{ id: string; options: Array<{ id: string }> }>;
    const answered = await harness.http
      .post(`/api/practice/${setId}/answers`)
      .set(learner)
      .send({ questionId: first?.id, selectedOptionIds: [first?.options[0]?.id], timeSpentMs: 1000 });
    expect(answered.status).toBeLessThan(300);
    await harness.http
      .get('/api/user-progress/stats')
      .set(learner)
      .set('X-Min-Position', String(answered.body.position));
    // Connected after the answer: the socket joins the set's room from the learner's progress.
    const socket = open({ token: LEARNER_TOKEN });
    const visitor = open();
    await Promise.all([nextEvent(socket, 'server:hello'), nextEvent(visitor, 'server:hello')]);
    let visitorGotIt = false;
    visitor.on('invalidate', (payload: { tags: Array<{ type: string }> }) => {
      if (payload.tags.some((tag) => tag.type === 'Progress')) visitorGotIt = true;
    });

    const renamed = nextEvent<{ tags: Array<{ type: string; id?: string }> }>(
      socket,
      'invalidate',
      (payload) => payload.tags.some((tag) => tag.type === 'Progress' && tag.id === setId),
    );
    const changed = await harness.http
      .put(`/api/question-sets/${setId}`)
      .set(admin)
      .send({ ...networkSetPayload(), title: '改名されたセット', questions: undefined });
    expect(changed.status).toBeLessThan(300);
    await renamed;
    const stats = await harness.http
      .get('/api/user-progress/stats')
      .set(learner)
      .set('X-Min-Position', String(changed.body.position));
    expect(stats.body.data[setId]).toMatchObject({ title: '改名されたセット', totalQuestions: 2 });
    await harness.standalone.bus.publish({ event: 'everyone:ping', payload: {} });
    await nextEvent(visitor, 'everyone:ping');
    expect(visitorGotIt).toBe(false);
  });
});
