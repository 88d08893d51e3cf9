import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { type OutboxEntry, openOfflineDb } from './offline-db';
import { createOfflineStore } from './offline-store';
import type { OutboxAnswer } from './outbox-sync';
import { runSync } from './sync-runner';
import { outboxAnswer, recordedAll, testBundle } from './test-bundle';

let databases = 0;
const freshStore = () => {
  const name = `sync-runner-test-${++databases}`;
  return createOfflineStore(() => openOfflineDb(name));
};
const entry = (n: number, questionSetId = 's1'): OutboxEntry => ({
  userId: 'u1',
  ...outboxAnswer(n, questionSetId),
});
const recorded = recordedAll;

describe('one sync of the outbox', () => {
  it('given answers, then they go in order without whose they are, and leave the outbox once recorded', async () => {
    const store = freshStore();
    for (const n of [1, 2, 3]) await store.addAnswer(entry(n));
    const sent: OutboxAnswer[][] = [];
    const report = await runSync('u1', store, async (_setId, answers) => {
      sent.push(answers);
      return recorded(answers);
    });
    expect(report).toMatchObject({ recorded: ['c1', 'c2', 'c3'], conflicts: [], pending: 0 });
    expect(sent.flat().map((answer) => answer.clientId)).toEqual(['c1', 'c2', 'c3']);
    expect(sent.flat().some((answer) => 'userId' in answer)).toBe(false);
    expect(await store.pendingCount('u1')).toBe(0);

    const again = await runSync('u1', store, async () => {
      throw new Error('nothing is left to send');
    });
    expect(again.recorded).toEqual([]);
  });

  it('given the connection drops, then nothing leaves the outbox', async () => {
    const store = freshStore();
    await store.addAnswer(entry(1));
    const report = await runSync('u1', store, async () => ({ kind: 'unreachable' }));
    expect(report).toMatchObject({ recorded: [], pending: 1 });
    expect(await store.pendingCount('u1')).toBe(1);
  });

  it('given the access ended meanwhile, then the answers are kept as a conflict with the message and the bundle goes', async () => {
    const store = freshStore();
    await store.saveBundle('u1', testBundle(), 100);
    await store.addAnswer(entry(1));
    await store.addAnswer(entry(2, 's2'));
    const report = await runSync('u1', store, async (setId, answers) =>
      setId === 's1'
        ? { kind: 'refused', status: 403, message: 'この問題集の利用期間が終了しました' }
        : recorded(answers),
    );
    expect(report.recorded).toEqual(['c2']);
    expect(report.newConflicts).toMatchObject([
      {
        questionSetId: 's1',
        title: '基本情報',
        count: 1,
        status: 403,
        message: 'この問題集の利用期間が終了しました',
      },
    ]);
    expect(await store.conflictsOf('u1')).toHaveLength(1);
    expect(await store.bundlesOf('u1')).toEqual([]);
    expect(await store.pendingCount('u1')).toBe(0);
    await store.dismissConflict(report.newConflicts[0]?.id ?? '');
    expect(await store.conflictsOf('u1')).toEqual([]);
  });

  it('given a batch of 5 with one stale answer, then 4 are recorded and leave the outbox, 1 is a conflict, the bundle stays', async () => {
    const store = freshStore();
    await store.saveBundle('u1', testBundle(), 100);
    for (const n of [1, 2, 3, 4, 5]) await store.addAnswer(entry(n));
    let requests = 0;
    const report = await runSync('u1', store, async (_setId, answers) => {
      requests += 1;
      const stale = answers.findIndex((answer) => answer.clientId === 'c4');
      return stale < 0
        ? recorded(answers)
        : {
            kind: 'refused',
            status: 400,
            code: 'ANSWERED_AT_OUT_OF_RANGE',
            message: `${stale + 1}件目の解答: 古すぎます`,
          };
    });
    expect(report.recorded).toEqual(['c1', 'c2', 'c3', 'c5']);
    expect(report.newConflicts).toMatchObject([{ id: 'c4', count: 1, status: 400, message: '古すぎます' }]);
    expect(requests).toBe(6);
    expect(await store.pendingCount('u1')).toBe(0);
    expect(await store.conflictsOf('u1')).toHaveLength(1);
    expect(await store.bundlesOf('u1')).toHaveLength(1);
  });
});
