import { describe, expect, it } from 'vitest';
import type { AnswerResult } from '../progress';
import { createAnswerSubmitter, type GivenAnswer, type SubmitterDeps } from './answer-submitter';
import type { OfflineResult, OutboxEntry } from './offline-db';
import { testBundle } from './test-bundle';

const answer = (selectedOptionIds = ['b']): GivenAnswer => ({
  setId: 's1',
  questionId: 'q1',
  selectedOptionIds,
  timeSpentMs: 1200.4,
  guessed: false,
  answeredCount: 1,
});
const judged: AnswerResult = {
  isCorrect: true,
  correctOptionIds: ['a'],
  explanation: '',
  answeredCount: 1,
  trialLimit: 0,
  trialEnded: false,
  hasAccess: true,
};

const setUp = (overrides: Partial<SubmitterDeps> = {}) => {
  const outbox: Array<{ entry: OutboxEntry; result?: OfflineResult }> = [];
  const sent: Array<{ clientId?: string }> = [];
  let ids = 0;
  let changes = 0;
  const deps: SubmitterDeps = {
    userId: 'u1',
    bundle: testBundle(),
    offline: false,
    isOnline: () => true,
    sendOnline: async (given) => {
      sent.push(given);
      return judged;
    },
    store: { addAnswer: async (entry, result) => void outbox.push({ entry, result }) },
    newId: () => `id-${++ids}`,
    now: () => new Date('2026-11-20T08:00:00.000Z'),
    changed: () => void changes++,
    ...overrides,
  };
  return { submit: createAnswerSubmitter(deps), outbox, sent, changes: () => changes };
};

describe('sending an answer, with or without a connection', () => {
  it('given a connection, then the answer goes to the server with a fresh client id each time', async () => {
    const { submit, sent, outbox } = setUp();
    expect(await submit(answer())).toEqual({ result: judged, queued: false });
    await submit({ ...answer(), questionId: 'q2' });
    expect(sent.map((given) => given.clientId)).toEqual(['id-1', 'id-2']);
    expect(outbox).toEqual([]);
  });

  it('given no connection and a bundle, then it is judged here and kept in the outbox with its own time', async () => {
    const { submit, sent, outbox, changes } = setUp({ isOnline: () => false });
    const { result, queued } = await submit(answer());
    expect(queued).toBe(true);
    expect(result).toMatchObject({ isCorrect: false, correctOptionIds: ['a'], explanation: '<p>A</p>' });
    expect(sent).toEqual([]);
    expect(outbox[0]?.entry).toEqual({
      userId: 'u1',
      clientId: 'id-1',
      questionSetId: 's1',
      questionId: 'q1',
      selectedOptionIds: ['b'],
      timeSpentMs: 1200,
      answeredAt: '2026-11-20T08:00:00.000Z',
      guessed: false,
    });
    expect(outbox[0]?.result).toMatchObject({ isCorrect: false, clientId: 'id-1' });
    expect(changes()).toBe(1);
  });

  it('given a review of wrong answers offline, then the queued answer keeps its mode', async () => {
    const { submit, outbox } = setUp({ offline: true });
    await submit({ ...answer(['a']), mode: 'wrong-answers' });
    expect(outbox[0]?.entry.mode).toBe('wrong-answers');
  });

  it('given the connection drops during the call and no bundle, then the retry is the same answer (same client id)', async () => {
    let calls = 0;
    const { submit, sent } = setUp({
      bundle: null,
      sendOnline: async (given) => {
        sent.push(given);
        calls += 1;
        if (calls === 1) throw { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
        return judged;
      },
    });
    await expect(submit(answer())).rejects.toMatchObject({ status: 'FETCH_ERROR' });
    await submit(answer());
    expect(sent.map((given) => given.clientId)).toEqual(['id-1', 'id-1']);
  });

  it('given the connection drops during the call and a bundle, then the answer goes to the outbox with the id already sent', async () => {
    const { submit, sent, outbox } = setUp({
      sendOnline: async (given) => {
        sent.push(given);
        throw { status: 'TIMEOUT_ERROR', error: 'timeout' };
      },
    });
    expect((await submit(answer(['a']))).queued).toBe(true);
    expect(outbox.map(({ entry }) => entry.clientId)).toEqual([sent[0]?.clientId]);
  });

  it('given the server refuses, then the refusal is the caller’s and nothing is queued', async () => {
    const { submit, outbox } = setUp({
      sendOnline: async () => {
        throw { status: 403, code: 'TRIAL_ENDED', message: '試用期間が終了しました' };
      },
    });
    await expect(submit(answer())).rejects.toMatchObject({ code: 'TRIAL_ENDED' });
    expect(outbox).toEqual([]);
  });

  it('given a visitor, then no client id is sent and nothing is queued offline', async () => {
    const { submit, sent, outbox } = setUp({ userId: null });
    await submit(answer());
    expect(sent[0]?.clientId).toBeUndefined();
    expect(outbox).toEqual([]);
  });
});
