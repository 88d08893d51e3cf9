import 'fake-indexeddb/auto';
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
});
