import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createTestIssuer,
  type DocumentStore,
  openSqliteDocumentStore,
  openSqliteEventStore,
  type TestIssuer,
} from '@exam/platform';
import { type RunningRedisServer, startRedisServer } from '@exam/platform/test-support';
import { collectionsOf, rebuildProjections } from '@exam/projections';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkSetPayload } from '../standalone/test-support/sample-payloads.js';
import { nextEvent, recordEvents } from '../standalone/test-support/socket-events.js';
import { projectionGroups } from './catalogue-of-parts.js';
import {
  ensureServicesBuilt,
  freePort,
  type ServiceProcess,
  spawnService,
  waitUntilReady,
} from './test-support/service-processes.js';

/*
 * The mixed set-up of the distributed profile, for real: command-api, two query-api nodes and the projections
 * as separate OS processes on one SQLite event store and SQLite read models, Debian's redis-server for the bus
 * (socket.io emitter + adapter) and BullMQ. Sign-in: access tokens of a test issuer whose keys the services
 * fetch over HTTP (OIDC_JWKS_URL); commands of the administrator use the ADMIN_API_TOKEN bearer.
 */

const ADMIN_TOKEN = 'multi-process-admin-token';
const admin = { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' };
const AUDIENCE = 'exam-api-multi-process';

type Invalidate = { tags: Array<{ type: string; id?: string }>; position: number };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const postJson = async (url: string, body: unknown, headers: Record<string, string>) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await response.json()) as { success: boolean; data: { id: string }; position: number };
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
};

/** Every document of every collection the projections own, sorted by id. */
const readModelSnapshot = async (documentStore: DocumentStore) => {
  const snapshot: Record<string, unknown[]> = {};
  for (const group of projectionGroups())
    for (const collection of collectionsOf(group.projections))
      snapshot[collection.name] = await documentStore
        .collection(collection.name)
        .find({}, { sort: [['id', 1]] });
  return snapshot;
};

describe('distributed profile as separate processes (SQLite + Redis + BullMQ)', () => {
  let dataDir: string;
  let redis: RunningRedisServer;
  let issuer: TestIssuer;
  let issuerServer: Server;
  let env: Record<string, string>;
  let commandApi: ServiceProcess;
  let queryNode1: ServiceProcess;
  let queryNode2: ServiceProcess;
  let projections: ServiceProcess;
  const children: ServiceProcess[] = [];
  const sockets: Socket[] = [];

  const start = async (service: ServiceProcess['service']) => {
    const child = spawnService(service, await freePort(), env);
    children.push(child);
    return child;
  };

  const openSocket = async (url: string, token?: string) => {
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      ...(token ? { auth: { token } } : {}),
    });
    sockets.push(socket);
    const hello = await nextEvent<{ authenticated: boolean }>(socket, 'server:hello', () => true);
    expect(hello.authenticated).toBe(token !== undefined);
    return socket;
  };

  beforeAll(async () => {
    ensureServicesBuilt(['command-api', 'query-api', 'projections']);
    dataDir = mkdtempSync(join(tmpdir(), 'multi-process-'));
    redis = await startRedisServer();
    // The test issuer's keys over HTTP, as the services fetch an issuer's keys inside a compose network.
    issuerServer = createServer((req, res) => {
      if (req.url !== '/jwks') return void res.writeHead(404).end();
      void issuer
        .jwks()
        .then((keys) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(keys)));
    });
    await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
    const issuerUrl = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
    issuer = await createTestIssuer({ issuer: issuerUrl, audience: AUDIENCE });
    env = {
      DATA_DIR: dataDir,
      EVENT_STORE: 'sqlite',
      READ_STORE: 'sqlite',
      BUS: 'redis',
      JOBS: 'bullmq',
      REDIS_URL: redis.url,
      ADMIN_API_TOKEN: ADMIN_TOKEN,
      IDENTITY: 'external',
      OIDC_ISSUER: issuerUrl,
      OIDC_AUDIENCE: AUDIENCE,
      OIDC_JWKS_URL: `${issuerUrl}/jwks`,
      SHUTDOWN_GRACE_MS: '3000',
    };
    projections = await start('projections');
    commandApi = await start('command-api');
    queryNode1 = await start('query-api');
    queryNode2 = await start('query-api');
    await Promise.all(
      [projections, commandApi, queryNode1, queryNode2].map((service) => waitUntilReady(service)),
    );
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await Promise.allSettled(children.map((child) => child.stop(5_000)));
    await redis?.stop();
    await new Promise((resolve) => (issuerServer ? issuerServer.close(resolve) : resolve(undefined)));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('given a learner on query-api node 1, when command-api handles a command, then the notification reaches that socket once and node 2 serves the read at the written position', async () => {
    const learnerToken = await issuer.accessToken({ sub: 'learner-mp', preferred_username: 'learner-mp' });
    const learnerOnNode1 = await openSocket(queryNode1.url, learnerToken);
    const invalidations = recordEvents<Invalidate>(learnerOnNode1, 'invalidate');

    const created = await postJson(`${commandApi.url}/api/question-sets`, networkSetPayload(), admin);
    const setId = created.data.id;
    const names = (payload: Invalidate) =>
      payload.tags.some((tag) => tag.type === 'QuestionSet' && tag.id === setId);
    const notification = await invalidations.next(names);
    const read = await fetch(`${queryNode2.url}/api/question-sets/${setId}`, {
      headers: { 'X-Min-Position': String(created.position) },
    });

    expect(notification.position).toBeLessThanOrEqual(created.position);
    expect(read.status).toBe(200);
    expect(read.headers.get('x-read-model-stale')).toBeNull();
    const detail = (await read.json()) as { data: { id: string; title: string } };
    expect(detail.data).toMatchObject({ id: setId, title: networkSetPayload().title });
    // The emitter and the Redis adapter deliver; a node relaying the bus as well would deliver it twice.
    await delay(500);
    expect(invalidations.received.filter(names)).toHaveLength(1);
  });

  it("given a learner with sockets on both nodes and another learner, when the learner answers, then both of the learner's sockets get their invalidation and the other learner's does not", async () => {
    const created = await postJson(`${commandApi.url}/api/question-sets`, networkSetPayload(), admin);
    const setId = created.data.id;
    const questions = (await (
      await fetch(`${queryNode2.url}/api/questions?questionSetId=${setId}&include=options`, {
        headers: { 'X-Min-Position': String(created.position) },
      })
    ).json()) as { data: { list: Array<{ id: string; options: Array<{ id: string }> }> } };
    const [question] = questions.data.list;
    expect(question?.options.length).toBeGreaterThan(0);
    const learnerToken = await issuer.accessToken({ sub: 'learner-two-devices', preferred_username: 'two' });
    const otherToken = await issuer.accessToken({ sub: 'learner-other', preferred_username: 'other' });
    const onNode1 = await openSocket(queryNode1.url, learnerToken);
    const onNode2 = await openSocket(queryNode2.url, learnerToken);
    const other = await openSocket(queryNode2.url, otherToken);
    const aboutProgress = (payload: Invalidate) =>
      payload.tags.some((tag) => tag.type === 'Progress' && tag.id === setId);
    let otherGotIt = false;
    other.on('invalidate', (payload: Invalidate) => {
      if (aboutProgress(payload)) otherGotIt = true;
    });

    const arriving = Promise.all([
      nextEvent<Invalidate>(onNode1, 'invalidate', aboutProgress),
      nextEvent<Invalidate>(onNode2, 'invalidate', aboutProgress),
    ]);
    const answered = await postJson(
      `${commandApi.url}/api/practice/${setId}/answers`,
      { questionId: question?.id, selectedOptionIds: [question?.options[0]?.id] },
      { Authorization: `Bearer ${learnerToken}` },
    );
    const [first, second] = await arriving;

    expect(first.position).toBe(second.position);
    expect(first.position).toBeLessThanOrEqual(answered.position);
    await delay(300);
    expect(otherGotIt).toBe(false);
  });

  it('given the operator token, then every service serves its Prometheus metrics, and refuses anyone else with 401', async () => {
    const expected: Array<[ServiceProcess, string[]]> = [
      [commandApi, ['http_request_duration_seconds', 'event_appends_total', 'job_queue_depth']],
      [queryNode1, ['http_request_duration_seconds', 'socket_connections']],
      [projections, ['projection_checkpoint', 'projection_lag_events']],
    ];
    for (const [service, names] of expected) {
      expect((await fetch(`${service.url}/metrics`)).status).toBe(401);
      const response = await fetch(`${service.url}/metrics`, {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      for (const name of names) expect(text, `${service.service} ${name}`).toContain(`# TYPE ${name} `);
      expect(text).toContain(`service="${service.service}"`);
    }
  });

  it('given a stream of 200 commands, when the projections process is killed with SIGKILL in the middle and restarted, then the read models equal a full rebuild', async () => {
    const total = 100;
    let done = 0;
    let killed = false;
    let restarted: Promise<ServiceProcess> | undefined;
    let lastPosition = 0;
    // 100 x (CreateQuestionSet, then AddQuestion to it), four writers at a time.
    const work = Array.from({ length: total }, (_, index) => index);
    const writer = async () => {
      for (let index = work.shift(); index !== undefined; index = work.shift()) {
        const set = await postJson(
          `${commandApi.url}/api/question-sets`,
          { ...networkSetPayload(), title: `ストリーム ${index}`, questions: [] },
          admin,
        );
        const question = await postJson(
          `${commandApi.url}/api/questions`,
          {
            questionSetId: set.data.id,
            text: `問題 ${index}`,
            explanation: '解説',
            questionType: 'single',
            options: [
              { text: '正しい', isCorrect: true },
              { text: '誤り', isCorrect: false },
            ],
          },
          admin,
        );
        lastPosition = Math.max(lastPosition, question.position);
        done += 2;
        if (!killed && done >= 60) {
          killed = true;
          await projections.kill();
        }
        if (killed && !restarted && done >= 120) restarted = start('projections');
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    expect(projections.child.signalCode).toBe('SIGKILL');
    projections = await (restarted as Promise<ServiceProcess>);
    await waitUntilReady(projections);

    // Caught up: node 2 answers a read at the last written position without going stale.
    const head = await (async () => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const health = (await (await fetch(`${queryNode2.url}/api/health`)).json()) as {
          position: number;
          eventStoreHead: number;
        };
        if (health.position >= lastPosition && health.position === health.eventStoreHead)
          return health.position;
        if (Date.now() > deadline) throw new Error(`projections did not catch up: ${JSON.stringify(health)}`);
        await delay(100);
      }
    })();
    expect(await projections.stop()).toBe(0);

    const eventStore = await openSqliteEventStore({ file: join(dataDir, 'events.db') });
    const live = await openSqliteDocumentStore({ file: join(dataDir, 'read-models.db') });
    const fresh = await openSqliteDocumentStore({ file: join(dataDir, 'rebuilt-read-models.db') });
    try {
      for (const group of projectionGroups()) {
        const report = await rebuildProjections({
          eventStore,
          documentStore: fresh,
          projections: group.projections,
          checkpointName: group.name,
        });
        expect(report.position).toBe(head);
        expect(await live.getCheckpoint(group.name)).toBe(head);
      }
      const liveSnapshot = await readModelSnapshot(live);
      expect(liveSnapshot).toEqual(await readModelSnapshot(fresh));
      const streamed = await live.collection('question_sets').find({ title: { $contains: 'ストリーム' } });
      expect(streamed).toHaveLength(total);
    } finally {
      await Promise.all([eventStore.close(), live.close(), fresh.close()]);
    }
  }, 90_000);
});
