import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, admin, type Harness, LEARNER_TOKEN, startStandalone } from './test-support/harness.js';
import { networkSetPayload } from './test-support/sample-payloads.js';

type Progress = { jobId: string; progress: number; done?: number; total?: number; questionSetId?: string };

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => `問題${index}の本文|選択肢1|選択肢2|A|解説${index}`).join('\n');

/** Issue 35: an import's progress reaches the requester's room over the socket; GET /api/jobs still reads 0-100. */
describe('import progress over the socket', () => {
  let harness: Harness;
  let baseUrl: string;
  const sockets: Socket[] = [];

  const open = async (token: string) => {
    const socket = connect(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('server:hello', resolve));
    return socket;
  };

  beforeAll(async () => {
    harness = await startStandalone();
    baseUrl = await harness.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await harness?.close();
  });

  it('given the requester and a learner connected, when 1,000 lines are imported, then the requester hears each chunk up to 100 and the learner nothing', async () => {
    const requester = await open(ADMIN_TOKEN);
    const bystander = await open(LEARNER_TOKEN);
    const heard: Progress[] = [];
    const overheard: Progress[] = [];
    requester.on('job:progress', (event: Progress) => heard.push(event));
    bystander.on('job:progress', (event: Progress) => overheard.push(event));
    const setId = (await harness.http.post('/api/question-sets').set(admin).send(networkSetPayload())).body
      .data.id as string;

    const response = await harness.http
      .post(`/api/questions/batch-upload/${setId}`)
      .set(admin)
      .field('async', 'true')
      .attach('file', Buffer.from(lines(1000)), 'many.txt');
    expect(response.status, response.text).toBe(202);
    const { jobId } = response.body.data;
    for (let tries = 0; heard.at(-1)?.progress !== 100 && tries < 400; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));

    expect(heard.length).toBeGreaterThanOrEqual(5);
    expect(heard.at(-1)).toEqual({ jobId, progress: 100, done: 1000, total: 1000, questionSetId: setId });
    expect(heard.map((event) => event.done)).toEqual(
      [...heard.map((event) => event.done)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    let status = (await harness.http.get(`/api/jobs/${jobId}`).set(admin)).body.data;
    for (let tries = 0; status.state !== 'completed' && tries < 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = (await harness.http.get(`/api/jobs/${jobId}`).set(admin)).body.data;
    }
    expect(status).toMatchObject({ state: 'completed', progress: 100, result: { success: 1000, failed: 0 } });
    expect(overheard).toEqual([]);
  });
});
