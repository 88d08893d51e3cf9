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
  type SqliteEventStore,
} from '@exam/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectionGroupNames } from '../../services/projection-groups.js';
import { startProjectionWorker } from './host.js';

/** Creates an empty question set; returns its id and the position of its event. */
const createSet = async (eventStore: SqliteEventStore, title: string) => {
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
  return { questionSetId, position };
};

// The worker runs the compiled projections (ops/dist): `npm test` builds them first (tsc -b).
describe('the projections worker thread', () => {
  let dir: string;
  const cleanups: Array<() => Promise<void>> = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'projection-worker-'));
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A worker over the files of `dir`, with every group; stopped and closed after the test. */
  const startWorker = async () => {
    const eventsFile = join(dir, 'events.db');
    const eventStore = await openSqliteEventStore({ file: eventsFile });
    const bus = new InMemoryNotificationBus();
    cleanups.push(
      () => eventStore.close(),
      () => bus.close(),
    );
    const worker = await startProjectionWorker({
      eventsFile,
      readModelsFile: join(dir, 'read-models.db'),
      logLevel: 'silent',
      groups: projectionGroupNames(),
      idleCheckpointEvery: 1_000,
      bus,
      logger: createLogger({ LOG_LEVEL: 'silent' }),
    });
    cleanups.push(() => worker.stop());
    return { eventStore, bus, worker, catalogue: worker.groups.get('catalogue') };
  };

  it('given appends on the main thread, then every group passes them, notifications reach the main bus, and stop stores every checkpoint', async () => {
    const { eventStore, bus, worker, catalogue } = await startWorker();
    const published: Notification[] = [];
    bus.subscribe((notification) => published.push(notification));

    const { questionSetId, position } = await createSet(eventStore, 'ワーカー');

    for (const group of worker.groups.values())
      expect(await group.waitForPosition(position, 5_000)).toBe(true);
    expect(catalogue?.version()).toBeGreaterThan(0);
    expect(published.some((notification) => JSON.stringify(notification).includes(questionSetId))).toBe(true);

    await worker.stop();
    expect([...worker.groups.values()].map((group) => group.status())).toEqual(
      projectionGroupNames().map(() => 'stopped'),
    );
    const documentStore = await openSqliteDocumentStore({ file: join(dir, 'read-models.db') });
    for (const group of projectionGroupNames())
      expect(await documentStore.getCheckpoint(group)).toBe(position);
    expect(await documentStore.collection('question_sets').get(questionSetId)).toMatchObject({
      title: 'ワーカー',
    });
    await documentStore.close();
  });

  it('given the thread dies, then a new thread resumes every group from its checkpoint and projects later appends', async () => {
    const { eventStore, worker, catalogue } = await startWorker();
    expect(await catalogue?.waitForPosition((await createSet(eventStore, '前')).position, 5_000)).toBe(true);

    await worker.restart();
    const after = await createSet(eventStore, '後');

    for (const group of worker.groups.values()) {
      expect(group.status()).toBe('running');
      expect(await group.waitForPosition(after.position, 5_000)).toBe(true);
      expect(group.failure()).toBeNull();
    }
  });

  it('given a thread that dies, then its groups are failed until the new thread runs, and pending waits answer false', async () => {
    const { worker, catalogue } = await startWorker();
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
  });
});
