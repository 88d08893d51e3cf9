import { randomUUID } from 'node:crypto';
import type { Notification, StoredDocument, WriteBatch } from '@exam/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_CHECKPOINT, catalogueProjections } from '../catalogue.js';
import {
  QUESTION_SETS,
  type QuestionSetListing,
  SET_QUESTIONS,
  type SetQuestion,
} from '../read-models/types.js';
import { catalogueHistory } from '../test-support/catalogue-history.js';
import { question, setCreated } from '../test-support/events.js';
import {
  appendQuestionSetEvents,
  catalogueSnapshot,
  openSqliteStores,
  recordingLogger,
} from '../test-support/sqlite-fixture.js';
import { defineProjection, type Projection } from './projection.js';
import { checkpointProgress } from './projection-progress.js';
import { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner.js';

type Stores = Awaited<ReturnType<typeof openSqliteStores>>;

describe('ProjectionRunner on SQLite', () => {
  let stores: Stores;
  const runners: ProjectionRunner[] = [];

  beforeEach(async () => {
    stores = await openSqliteStores();
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await stores.close();
  });

  const runner = (options: Partial<ProjectionRunnerOptions> = {}) => {
    const created = new ProjectionRunner({
      eventStore: stores.eventStore,
      documentStore: stores.documentStore,
      notificationBus: stores.notificationBus,
      projections: catalogueProjections,
      checkpointName: CATALOGUE_CHECKPOINT,
      logger: recordingLogger().logger,
      ...options,
    });
    runners.push(created);
    return created;
  };

  /** The SQLite document store, recording every batch committed to it. */
  const recordingBatches = () => {
    const batches: WriteBatch[] = [];
    const documentStore: ProjectionRunnerOptions['documentStore'] = {
      collection: <T extends StoredDocument>(name: string) => stores.documentStore.collection<T>(name),
      getCheckpoint: (name) => stores.documentStore.getCheckpoint(name),
      ensureIndexes: (collection, indexes) => stores.documentStore.ensureIndexes(collection, indexes),
      applyBatch: (batch) => {
        batches.push(batch);
        return stores.documentStore.applyBatch(batch);
      },
    };
    return { batches, documentStore };
  };

  /** A pass-through projection that records which positions it was given. */
  const positionsSeen = (seen: number[]): Projection =>
    defineProjection({
      name: 'positions-seen',
      collections: [],
      handles: ['QuestionSetCreated', 'QuestionAdded'],
      apply: (event) => {
        seen.push(event.position);
      },
    });

  it('given a history, when started, then it catches up, and then follows live appends', async () => {
    const head = await appendQuestionSetEvents(stores.eventStore, catalogueHistory());
    const subject = runner();

    await subject.start();
    expect(await subject.waitForPosition(head, 5_000)).toBe(true);
    const cards = await stores.documentStore
      .collection<QuestionSetListing>(QUESTION_SETS)
      .find({}, { sort: [['id', 1]] });
    expect(cards.map((card) => [card.id, card.questionCount])).toEqual([
      ['h-set-1', 6],
      ['h-set-2', 6],
      ['h-set-3', 6],
    ]);

    const live = await appendQuestionSetEvents(stores.eventStore, [
      setCreated('live-1'),
      { type: 'QuestionAdded', data: { questionSetId: 'live-1', position: 0, question: question('live-q') } },
    ]);
    expect(await subject.waitForPosition(live, 5_000)).toBe(true);
    expect(
      await stores.documentStore.collection<QuestionSetListing>(QUESTION_SETS).get('live-1'),
    ).toMatchObject({ questionCount: 1 });
    expect(await stores.documentStore.collection<SetQuestion>(SET_QUESTIONS).get('live-q')).toMatchObject({
      questionSetId: 'live-1',
      rank: 'a0',
    });
    expect(subject.position()).toBe(live);
    expect(await stores.documentStore.getCheckpoint(CATALOGUE_CHECKPOINT)).toBe(live);
  });

  it('given more events than a batch, then it commits every batchSize events and at catch-up, checkpoint included, also past unhandled events', async () => {
    await appendQuestionSetEvents(stores.eventStore, [
      setCreated('b1'),
      setCreated('b2'),
      setCreated('b3'),
      setCreated('b4'),
    ]);
    const unrelated = await stores.eventStore.append(`user-${randomUUID()}`, [
      { id: randomUUID(), type: 'UserRegistered', data: {} },
    ]);
    const { batches, documentStore } = recordingBatches();
    const subject = runner({ documentStore, batchSize: 2 });

    await subject.start();
    expect(await subject.waitForPosition(unrelated.position, 5_000)).toBe(true);

    expect(batches.map((batch) => [batch.checkpoint.position, batch.operations.length])).toEqual([
      [2, 2],
      [4, 2],
      [5, 0],
    ]);
    expect(await stores.documentStore.getCheckpoint(CATALOGUE_CHECKPOINT)).toBe(5);
  });

  it("given idleCheckpointEvery, then batches of other groups' events move the position in memory only, until N events passed or the runner stops", async () => {
    await appendQuestionSetEvents(stores.eventStore, [setCreated('i1')]);
    const { batches, documentStore } = recordingBatches();
    const subject = runner({ documentStore, idleCheckpointEvery: 3 });
    await subject.start();
    expect(await subject.waitForPosition(1, 5_000)).toBe(true);
    const unrelated = async () =>
      (
        await stores.eventStore.append(`user-${randomUUID()}`, [
          { id: randomUUID(), type: 'UserRegistered', data: {} },
        ])
      ).position;

    // Two unrelated events, one at a time: waiters are answered, nothing is written.
    for (let i = 0; i < 2; i++) expect(await subject.waitForPosition(await unrelated(), 5_000)).toBe(true);
    expect(batches.map((batch) => batch.checkpoint.position)).toEqual([1]);
    expect(await stores.documentStore.getCheckpoint(CATALOGUE_CHECKPOINT)).toBe(1);

    // The third reaches N: the checkpoint is stored.
    const third = await unrelated();
    expect(await subject.waitForPosition(third, 5_000)).toBe(true);
    expect(batches.map((batch) => batch.checkpoint.position)).toEqual([1, third]);

    // One more, then stop: stop stores what was deferred.
    const last = await unrelated();
    expect(await subject.waitForPosition(last, 5_000)).toBe(true);
    expect(await stores.documentStore.getCheckpoint(CATALOGUE_CHECKPOINT)).toBe(third);
    await subject.stop();
    expect(await stores.documentStore.getCheckpoint(CATALOGUE_CHECKPOINT)).toBe(last);
  });

  it('given documents committed by earlier batches, then later batches read them from memory, not the store; a restart reads the store again', async () => {
    const reads: string[] = [];
    const documentStore: ProjectionRunnerOptions['documentStore'] = {
      collection: <T extends StoredDocument>(name: string) => {
        const collection = stores.documentStore.collection<T>(name);
        return {
          ...collection,
          get: (id: string) => {
            reads.push(`${name}/${id}`);
            return collection.get(id);
          },
          find: collection.find.bind(collection),
          count: collection.count.bind(collection),
        } as typeof collection;
      },
      getCheckpoint: (name) => stores.documentStore.getCheckpoint(name),
      ensureIndexes: (collection, indexes) => stores.documentStore.ensureIndexes(collection, indexes),
      applyBatch: (batch) => stores.documentStore.applyBatch(batch),
    };
    const subject = runner({ documentStore });
    await subject.start();
    const addQuestion = (id: string, position: number) =>
      appendQuestionSetEvents(stores.eventStore, [
        { type: 'QuestionAdded', data: { questionSetId: 'm1', position, question: question(id) } },
      ]);
    expect(
      await subject.waitForPosition(
        await appendQuestionSetEvents(stores.eventStore, [setCreated('m1')]),
        5_000,
      ),
    ).toBe(true);
    expect(await subject.waitForPosition(await addQuestion('m-q1', 0), 5_000)).toBe(true);
    const readsAfterFirst = reads.filter((read) => read === `${QUESTION_SETS}/m1`).length;
    expect(await subject.waitForPosition(await addQuestion('m-q2', 1), 5_000)).toBe(true);
    expect(reads.filter((read) => read === `${QUESTION_SETS}/m1`).length).toBe(readsAfterFirst);
    expect(await stores.documentStore.collection<QuestionSetListing>(QUESTION_SETS).get('m1')).toMatchObject({
      questionCount: 2,
    });

    await subject.stop();
    await subject.start();
    expect(await subject.waitForPosition(await addQuestion('m-q3', 2), 5_000)).toBe(true);
    expect(reads.filter((read) => read === `${QUESTION_SETS}/m1`).length).toBe(readsAfterFirst + 1);
    expect(await stores.documentStore.collection<QuestionSetListing>(QUESTION_SETS).get('m1')).toMatchObject({
      questionCount: 3,
    });
  });

  it('given an applied history, when it is delivered again to the same documents, then nothing changes (position guard)', async () => {
    const head = await appendQuestionSetEvents(stores.eventStore, catalogueHistory());
    const first = runner({ batchSize: 7 });
    await first.start();
    expect(await first.waitForPosition(head, 5_000)).toBe(true);
    await first.stop();
    const before = await catalogueSnapshot(stores.documentStore);

    // A second checkpoint name over the same collections redelivers every event from position 0.
    const again = runner({ checkpointName: 'catalogue-redelivery', batchSize: 5 });
    await again.start();
    expect(await again.waitForPosition(head, 5_000)).toBe(true);

    expect(await catalogueSnapshot(stores.documentStore)).toEqual(before);
    expect(before[QUESTION_SETS]).toHaveLength(3);
  });

  it('given a stopped runner, when restarted, then it resumes from the checkpoint without reapplying events', async () => {
    const seen: number[] = [];
    const projections = [...catalogueProjections, positionsSeen(seen)];
    const subscribedFrom: Array<number | undefined> = [];
    const eventStore: ProjectionRunnerOptions['eventStore'] = {
      subscribeToAll: (options) => {
        subscribedFrom.push(options?.fromPosition);
        return stores.eventStore.subscribeToAll(options);
      },
    };
    const firstHead = await appendQuestionSetEvents(stores.eventStore, [setCreated('r1'), setCreated('r2')]);
    const first = runner({ eventStore, projections });
    await first.start();
    expect(await first.waitForPosition(firstHead, 5_000)).toBe(true);
    await first.stop();
    expect(first.status()).toBe('stopped');

    const secondHead = await appendQuestionSetEvents(stores.eventStore, [setCreated('r3')]);
    await first.start();
    expect(await first.waitForPosition(secondHead, 5_000)).toBe(true);

    expect(subscribedFrom).toEqual([0, firstHead]);
    expect(seen).toEqual([1, 2, 3]);
    expect(await stores.documentStore.collection(QUESTION_SETS).count()).toBe(3);
  });

  it('given stop() while a batch is being applied, then the events already applied are committed', async () => {
    let release: () => void = () => {};
    let reached: () => void = () => {};
    const atThird = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const slow = defineProjection({
      name: 'slow-at-three',
      collections: [],
      handles: ['QuestionSetCreated'],
      apply: (event) => {
        if (event.position !== 3) return;
        reached();
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    await appendQuestionSetEvents(
      stores.eventStore,
      Array.from({ length: 10 }, (_, n) => setCreated(`s${n}`)),
    );
    const subject = runner({ projections: [...catalogueProjections, slow] });

    await subject.start();
    await atThird;
    const stopping = subject.stop();
    release();
    await stopping;

    expect(await stores.documentStore.getCheckpoint(CATALOGUE_CHECKPOINT)).toBe(3);
    expect(await stores.documentStore.collection(QUESTION_SETS).count()).toBe(3);
  });

  it('given a position not reached in time, then waitForPosition answers false; once committed, true', async () => {
    const subject = runner();
    await subject.start();

    expect(await subject.waitForPosition(1, 50)).toBe(false);
    const waiting = subject.waitForPosition(1, 5_000);
    await appendQuestionSetEvents(stores.eventStore, [setCreated('w1')]);
    expect(await waiting).toBe(true);
    expect(await stores.documentStore.collection(QUESTION_SETS).get('w1')).not.toBeNull();
  });

  it('given notifications, then each is published after its batch is committed, once per batch', async () => {
    const observed: Array<{ notification: Notification; checkpoint: number; card: unknown }> = [];
    const notificationBus = {
      publish: async (notification: Notification) => {
        const payload = notification.payload as { position: number; tags: Array<{ id?: string }> };
        observed.push({
          notification,
          checkpoint: await stores.documentStore.getCheckpoint(CATALOGUE_CHECKPOINT),
          card: await stores.documentStore.collection(QUESTION_SETS).get(payload.tags[0]?.id ?? ''),
        });
      },
    };
    const head = await appendQuestionSetEvents(stores.eventStore, [
      setCreated('n1'),
      { type: 'QuestionAdded', data: { questionSetId: 'n1', position: 0, question: question('n1-q') } },
    ]);
    const subject = runner({ notificationBus });

    await subject.start();
    expect(await subject.waitForPosition(head, 5_000)).toBe(true);

    // Both events fall in one batch: one merged invalidation, sent when the card is already stored.
    expect(observed).toHaveLength(1);
    expect(observed[0]?.checkpoint).toBe(head);
    expect(observed[0]?.card).toMatchObject({ id: 'n1', questionCount: 1 });
    expect(observed[0]?.notification).toEqual({
      event: 'invalidate',
      payload: {
        tags: [
          { type: 'QuestionSet', id: 'n1' },
          { type: 'QuestionSet', id: 'LIST' },
          { type: 'Category', id: 'LIST' },
        ],
        position: head,
      },
    });
  });

  it('given the in-process bus, then subscribers get the invalidation', async () => {
    const head = await appendQuestionSetEvents(stores.eventStore, [setCreated('bus-1')]);
    const subject = runner();
    await subject.start();
    expect(await subject.waitForPosition(head, 5_000)).toBe(true);
    await expect.poll(() => stores.published.length).toBe(1);
    expect(stores.published[0]).toMatchObject({ event: 'invalidate', payload: { position: head } });
  });

  it('given a projection that throws, then the runner logs, stops as failed at the last good checkpoint, and waits answer false', async () => {
    const failures: Error[] = [];
    const log = recordingLogger();
    const brokenAtTwo = defineProjection({
      name: 'broken-at-two',
      collections: [],
      handles: ['QuestionSetCreated'],
      apply: (event) => {
        if (event.position === 2) throw new Error('cannot apply');
      },
    });
    await appendQuestionSetEvents(stores.eventStore, [setCreated('f1'), setCreated('f2'), setCreated('f3')]);
    const subject = runner({
      projections: [...catalogueProjections, brokenAtTwo],
      batchSize: 1,
      logger: log.logger,
      onFailure: (error) => failures.push(error),
    });

    await subject.start();
    await subject.whenStopped();

    expect(subject.status()).toBe('failed');
    expect(subject.failure()).toMatchObject({
      code: 'PROJECTION_FAILED',
      projection: 'broken-at-two',
      position: 2,
    });
    expect(failures).toHaveLength(1);
    expect(log.entries.filter((entry) => entry.level === 'error')).toHaveLength(1);
    expect(await stores.documentStore.getCheckpoint(CATALOGUE_CHECKPOINT)).toBe(1);
    expect(await stores.documentStore.collection(QUESTION_SETS).get('f2')).toBeNull();
    expect(await subject.waitForPosition(3, 5_000)).toBe(false);
  });
});

describe('checkpointProgress on SQLite', () => {
  let stores: Stores;
  beforeEach(async () => {
    stores = await openSqliteStores();
  });
  afterEach(async () => {
    await stores.close();
  });

  it('given a runner elsewhere, then the stored checkpoint answers waits: true once passed, false on timeout', async () => {
    const runner = new ProjectionRunner({
      eventStore: stores.eventStore,
      documentStore: stores.documentStore,
      notificationBus: stores.notificationBus,
      projections: catalogueProjections,
      checkpointName: CATALOGUE_CHECKPOINT,
      logger: recordingLogger().logger,
    });
    const progress = checkpointProgress(stores.documentStore, CATALOGUE_CHECKPOINT, 10);
    await runner.start();
    try {
      const waiting = progress.waitForPosition(2, 5_000);
      const head = await appendQuestionSetEvents(stores.eventStore, [setCreated('p1'), setCreated('p2')]);

      expect(await waiting).toBe(true);
      expect(await progress.position()).toBeGreaterThanOrEqual(head);
      expect(await progress.waitForPosition(head + 1, 60)).toBe(false);
    } finally {
      await runner.stop();
    }
  });
});
