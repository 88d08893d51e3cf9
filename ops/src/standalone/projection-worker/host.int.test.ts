import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CreateQuestionSet, questionSetDecider, questionSetStream } from '@exam/domain';
import {
  createLogger,
  handleCommand,
  InMemoryNotificationBus,
  type Notification,
  openSqliteDocumentStore,
  openSqliteEventStore,
} from '@exam/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectionGroupNames } from '../../services/projection-groups.js';
import { startProjectionWorker } from './host.js';

// The worker runs the compiled projections (ops/dist): `npm test` builds them first (tsc -b).
describe('the projections worker thread', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'projection-worker-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('given appends on the main thread, then every group passes them, notifications reach the main bus, and stop stores every checkpoint', async () => {
    const eventsFile = join(dir, 'events.db');
    const readModelsFile = join(dir, 'read-models.db');
    const eventStore = await openSqliteEventStore({ file: eventsFile });
    const bus = new InMemoryNotificationBus();
    const published: Notification[] = [];
    bus.subscribe((notification) => published.push(notification));
    const worker = await startProjectionWorker({
      eventsFile,
      readModelsFile,
      logLevel: 'silent',
      groups: projectionGroupNames(),
      idleCheckpointEvery: 1_000,
      eventStore,
      bus,
      logger: createLogger({ LOG_LEVEL: 'silent' }),
    });
    const catalogue = worker.groups.get('catalogue');
    const questionSetId = randomUUID();
    const command: CreateQuestionSet = {
      type: 'CreateQuestionSet',
      data: { questionSetId, title: 'ワーカー', isPaid: false, price: 0, questions: [] },
    };

    const { position } = await handleCommand({
      eventStore,
      decider: questionSetDecider,
      streamName: questionSetStream(questionSetId),
      command,
    });

    for (const group of worker.groups.values())
      expect(await group.waitForPosition(position, 5_000)).toBe(true);
    expect(catalogue?.version()).toBeGreaterThan(0);
    expect(published.some((notification) => JSON.stringify(notification).includes(questionSetId))).toBe(true);

    await worker.stop();
    expect([...worker.groups.values()].map((group) => group.status())).toEqual(
      projectionGroupNames().map(() => 'stopped'),
    );
    const documentStore = await openSqliteDocumentStore({ file: readModelsFile });
    for (const group of projectionGroupNames())
      expect(await documentStore.getCheckpoint(group)).toBe(position);
    expect(await documentStore.collection('question_sets').get(questionSetId)).toMatchObject({
      title: 'ワーカー',
    });
    await documentStore.close();
    await eventStore.close();
    await bus.close();
  });

  it('given the thread dies, then a new thread resumes every group from its checkpoint and projects later appends', async () => {
    const eventsFile = join(dir, 'events.db');
    const eventStore = await openSqliteEventStore({ file: eventsFile });
    const bus = new InMemoryNotificationBus();
    const worker = await startProjectionWorker({
      eventsFile,
      readModelsFile: join(dir, 'read-models.db'),
      logLevel: 'silent',
      groups: projectionGroupNames(),
      idleCheckpointEvery: 1_000,
      eventStore,
      bus,
      logger: createLogger({ LOG_LEVEL: 'silent' }),
    });
    const catalogue = worker.groups.get('catalogue');
    const createSet = async (title: string) => {
      const questionSetId = randomUUID();
      const command: CreateQuestionSet = {
        type: 'CreateQuestionSet',
        data: { questionSetId, title, isPaid: false, price: 0, questions: [] },
      };
      const { position } = await handleCommand({
        eventStore,
        decider: questionSetDecider,
        streamName: questionSetStream(questionSetId),
        command,
      });
      return position;
    };
    expect(await catalogue?.waitForPosition(await createSet('前'), 5_000)).toBe(true);

    await worker.restart();
    const after = await createSet('後');

    for (const group of worker.groups.values()) {
      expect(group.status()).toBe('running');
      expect(await group.waitForPosition(after, 5_000)).toBe(true);
      expect(group.failure()).toBeNull();
    }
    await worker.stop();
    await eventStore.close();
    await bus.close();
  });

  it('given a thread that dies, then its groups are failed until the new thread runs, and pending waits answer false', async () => {
    const eventsFile = join(dir, 'events.db');
    const eventStore = await openSqliteEventStore({ file: eventsFile });
    const bus = new InMemoryNotificationBus();
    const worker = await startProjectionWorker({
      eventsFile,
      readModelsFile: join(dir, 'read-models.db'),
      logLevel: 'silent',
      groups: projectionGroupNames(),
      idleCheckpointEvery: 1_000,
      eventStore,
      bus,
      logger: createLogger({ LOG_LEVEL: 'silent' }),
    });
    const catalogue = worker.groups.get('catalogue');
    const seen: string[] = [];
    const watching = setInterval(() => {
      const status = catalogue?.status() ?? '';
      if (seen.at(-1) !== status) seen.push(status);
    }, 1);

    const pendingWait = catalogue?.waitForPosition(1_000_000, 10_000);

    await worker.restart();
    clearInterval(watching);

    expect(await pendingWait).toBe(false);
    expect(seen).toContain('failed');
    expect(catalogue?.status()).toBe('running');
    await worker.stop();
    await eventStore.close();
    await bus.close();
  });
});
