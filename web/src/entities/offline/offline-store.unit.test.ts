import 'fake-indexeddb/auto';
import type { LearningPath } from '@exam/domain/schemas';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { type OutboxEntry, openOfflineDb } from './offline-db';
import { createOfflineStore } from './offline-store';
import { testBundle } from './test-bundle';

let databases = 0;
const freshStore = () => {
  const name = `offline-store-test-${++databases}`;
  return createOfflineStore(() => openOfflineDb(name));
};
const entry = (n: number, userId = 'u1'): OutboxEntry => ({
  userId,
  clientId: `00000000-0000-4000-8000-00000000000${n}`,
  questionSetId: 's1',
  questionId: `q${n}`,
  selectedOptionIds: ['a'],
  timeSpentMs: 1000,
  answeredAt: new Date(Date.UTC(2026, 10, 20, 8, n)).toISOString(),
});

describe('the offline store (IndexedDB)', () => {
  it("given a learner's bundle, then it is theirs only, and gone once its access has ended", async () => {
    const store = freshStore();
    await store.saveBundle('u1', testBundle(), 1234);
    expect((await store.bundleOf('u1', 's1', Date.parse('2026-12-01T00:00:00Z')))?.bytes).toBe(1234);
    expect(await store.bundleOf('u2', 's1', Date.parse('2026-12-01T00:00:00Z'))).toBeNull();
    expect(await store.bundleOf('u1', 's1', Date.parse('2027-01-01T00:00:00Z'))).toBeNull();
    expect(await store.bundlesOf('u1')).toEqual([]);
  });

  it('given bundles of a free and an ended set, then only the ended one is dropped; sign-out drops all', async () => {
    const store = freshStore();
    await store.saveBundle('u1', testBundle({ expiresAt: '2026-11-01T00:00:00.000Z' }), 10);
    await store.saveBundle(
      'u1',
      testBundle({
        questionSet: { ...testBundle().questionSet, id: 's2' },
        accessType: 'free',
        expiresAt: null,
      }),
      20,
    );
    expect(await store.dropExpiredBundles(Date.parse('2026-11-20T00:00:00Z'))).toEqual(['s1']);
    expect((await store.bundlesOf('u1')).map((bundle) => bundle.setId)).toEqual(['s2']);
    await store.deleteAllBundles();
    expect(await store.bundlesOf('u1')).toEqual([]);
  });

  it('given answers, then the outbox keeps them in order per learner, once per client id', async () => {
    const store = freshStore();
    await store.addAnswer(entry(3));
    await store.addAnswer(entry(1));
    await store.addAnswer(entry(2, 'u2'));
    await store.addAnswer(entry(3));
    expect((await store.outboxOf('u1')).map((answer) => answer.questionId)).toEqual(['q3', 'q1']);
    expect(await store.pendingCount('u1')).toBe(1 + 1);
    await store.removeFromOutbox([entry(3).clientId, 'unknown']);
    expect((await store.outboxOf('u1')).map((answer) => answer.questionId)).toEqual(['q1']);
    expect(await store.pendingCount('u2')).toBe(1);
  });

  it('given an answer judged offline, then its result is logged for the review until removed', async () => {
    const store = freshStore();
    const answer = entry(1);
    await store.addAnswer(answer, {
      clientId: answer.clientId,
      userId: 'u1',
      questionSetId: 's1',
      questionId: 'q1',
      selectedOptionIds: ['b'],
      isCorrect: false,
      answeredAt: answer.answeredAt,
    });
    expect((await store.resultsOf('u1', 's1')).map((result) => result.isCorrect)).toEqual([false]);
    expect(await store.resultsOf('u1', 'other')).toEqual([]);
    await store.removeResults([answer.clientId]);
    expect(await store.resultsOf('u1')).toEqual([]);
  });

  const path = (questionId: string): LearningPath => ({
    due: [
      {
        questionId,
        questionSetId: 's1',
        setTitle: '基本情報',
        questionNumber: 1,
        due: '2026-11-20T00:00:00.000Z',
        state: 'relearning',
        locked: false,
      },
    ],
    counts: { due: 1, learning: 0, review: 0, new: 0 },
    forecast: [],
  });

  it("given learning paths kept online, then each is the learner's own, the latest wins, and the session's end drops them with the bundles", async () => {
    const store = freshStore();
    await store.saveLearningPath('u1', path('q1'), new Date('2026-11-20T08:00:00Z'));
    await store.saveLearningPath('u1', path('q2'), new Date('2026-11-21T08:00:00Z'));
    await store.saveLearningPath('u2', path('q9'));
    expect(await store.learningPathOf('u1')).toMatchObject({
      savedAt: '2026-11-21T08:00:00.000Z',
      path: { due: [{ questionId: 'q2' }] },
    });
    expect((await store.learningPathOf('u2'))?.path.due[0]?.questionId).toBe('q9');
    expect(await store.learningPathOf('u3')).toBeNull();
    await store.saveBundle('u1', testBundle(), 10);
    await store.addAnswer(entry(1));
    await store.deleteAllBundles();
    expect(await store.learningPathOf('u1')).toBeNull();
    expect(await store.learningPathOf('u2')).toBeNull();
    expect(await store.bundlesOf('u1')).toEqual([]);
    expect(await store.pendingCount('u1')).toBe(1);
  });

  it('given a database of the first version with answers waiting, when the app opens it, then they stay and learning paths can be kept', async () => {
    const name = `offline-store-v1-${++databases}`;
    const v1 = await openDB(name, 1, {
      upgrade(db) {
        db.createObjectStore('bundles', { keyPath: 'setId' }).createIndex('userId', 'userId');
        const outbox = db.createObjectStore('outbox', { autoIncrement: true });
        outbox.createIndex('clientId', 'clientId', { unique: true });
        outbox.createIndex('userId', 'userId');
        db.createObjectStore('results', { keyPath: 'clientId' }).createIndex('userId', 'userId');
        db.createObjectStore('conflicts', { keyPath: 'id' }).createIndex('userId', 'userId');
      },
    });
    await v1.add('outbox', entry(1));
    v1.close();
    const store = createOfflineStore(() => openOfflineDb(name));
    expect(await store.pendingCount('u1')).toBe(1);
    await store.saveLearningPath('u1', path('q1'));
    expect((await store.learningPathOf('u1'))?.path.counts.due).toBe(1);
  });
});
