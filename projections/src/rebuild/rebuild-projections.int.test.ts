import type { DocumentStore, StoredDocument } from '@exam/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_CHECKPOINT, catalogueProjections } from '../catalogue.js';
import { HOME_CONTENT } from '../read-models/home-content/index.js';
import { QUESTION_SETS, SET_QUESTION_COUNTS, SET_QUESTIONS } from '../read-models/types.js';
import { defineProjection } from '../runner/projection.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { catalogueHistory } from '../test-support/catalogue-history.js';
import { setCreated } from '../test-support/events.js';
import {
  appendQuestionSetEvents,
  catalogueSnapshot,
  openSqliteStores,
  recordingLogger,
} from '../test-support/sqlite-fixture.js';
import { rebuildProjections } from './rebuild-projections.js';

describe('rebuildProjections on SQLite', () => {
  let stores: Awaited<ReturnType<typeof openSqliteStores>>;
  beforeEach(async () => {
    stores = await openSqliteStores();
  });
  afterEach(async () => {
    await stores.close();
  });

  const liveRunner = () =>
    new ProjectionRunner({
      eventStore: stores.eventStore,
      documentStore: stores.documentStore,
      notificationBus: stores.notificationBus,
      projections: catalogueProjections,
      checkpointName: CATALOGUE_CHECKPOINT,
      logger: recordingLogger().logger,
      batchSize: 7,
    });

  it('given read models built live, when rebuilt from the log, then every document equals the live one, and the runner resumes after it', async () => {
    await appendQuestionSetEvents(stores.eventStore, catalogueHistory('a'));
    const runner = liveRunner();
    await runner.start();
    // Live history in several batches, some arriving while the runner follows the log.
    const head = await appendQuestionSetEvents(stores.eventStore, catalogueHistory('b'));
    expect(await runner.waitForPosition(head, 5_000)).toBe(true);
    await runner.stop();
    const live = await catalogueSnapshot(stores.documentStore);
    // Damage the live collections, so that only a real rebuild can give the live state back.
    await stores.documentStore
      .collection(QUESTION_SETS)
      .upsert({ id: 'a-set-1', title: 'corrupted' } as StoredDocument);
    await stores.documentStore.collection(SET_QUESTIONS).delete('b-q-2-1');
    const progress: Array<[number, number]> = [];

    const report = await rebuildProjections({
      eventStore: stores.eventStore,
      documentStore: stores.documentStore,
      projections: catalogueProjections,
      checkpointName: CATALOGUE_CHECKPOINT,
      pageSize: 10,
      onProgress: (processed, total) => progress.push([processed, total]),
    });

    expect(await catalogueSnapshot(stores.documentStore)).toEqual(live);
    expect(live[QUESTION_SETS]).toHaveLength(6);
    expect(live[SET_QUESTIONS].length).toBeGreaterThan(30);
    expect(live[SET_QUESTION_COUNTS].length).toBeGreaterThan(0);
    expect(report).toMatchObject({
      processed: head,
      position: head,
      collections: [QUESTION_SETS, SET_QUESTIONS, SET_QUESTION_COUNTS, HOME_CONTENT, 'exam_pass_rules'],
    });
    expect(progress.at(-1)).toEqual([head, head]);
    expect(progress).toHaveLength(Math.ceil(head / 10));
    expect(await stores.documentStore.getCheckpoint(CATALOGUE_CHECKPOINT)).toBe(head);

    const restarted = liveRunner();
    await restarted.start();
    const next = await appendQuestionSetEvents(stores.eventStore, [setCreated('after-rebuild')]);
    expect(await restarted.waitForPosition(next, 5_000)).toBe(true);
    await restarted.stop();
    expect(await stores.documentStore.collection(QUESTION_SETS).count()).toBe(7);
  });

  it('given a projection that fails during the rebuild, then the live collections and checkpoint are untouched', async () => {
    const head = await appendQuestionSetEvents(stores.eventStore, catalogueHistory('c'));
    const runner = liveRunner();
    await runner.start();
    expect(await runner.waitForPosition(head, 5_000)).toBe(true);
    await runner.stop();
    const live = await catalogueSnapshot(stores.documentStore);
    const failing = defineProjection({
      name: 'failing',
      collections: [],
      handles: ['QuestionSetDeleted'],
      apply: () => {
        throw new Error('defect');
      },
    });

    const rebuilding = rebuildProjections({
      eventStore: stores.eventStore,
      documentStore: stores.documentStore as DocumentStore,
      projections: [...catalogueProjections, failing],
      checkpointName: CATALOGUE_CHECKPOINT,
      pageSize: 10,
    });

    await expect(rebuilding).rejects.toMatchObject({ code: 'PROJECTION_FAILED', projection: 'failing' });
    expect(await catalogueSnapshot(stores.documentStore)).toEqual(live);
    expect(await stores.documentStore.getCheckpoint(CATALOGUE_CHECKPOINT)).toBe(head);
  });
});
