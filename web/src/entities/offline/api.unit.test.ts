import { describe, expect, it } from 'vitest';
import { batchBodyOf, batchReplyOf } from './api';

describe('the batch call as the outbox sync sees it', () => {
  it('given judgements, then they are recorded', () => {
    const data = {
      appended: 1,
      answers: [{ clientId: 'c1', isCorrect: false }],
      answeredCount: 1,
      trialLimit: 0,
      hasAccess: true,
    };
    expect(batchReplyOf({ data })).toEqual({
      kind: 'recorded',
      judgements: [{ clientId: 'c1', isCorrect: false }],
    });
  });

  it.each([
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    [{ status: 'TIMEOUT_ERROR', error: 'timeout' }],
    [{ status: 503, message: '停止中です' }],
    [{ status: 429, message: '请求被限制，请稍后再试' }],
    [{ status: 401, message: 'ログインが必要です' }],
  ])('given no usable answer from the server (%o), then the batch stays pending', (error) => {
    expect(batchReplyOf({ error })).toEqual({ kind: 'unreachable' });
  });

  it('given a refusal, then it is reported with the server message', () => {
    const error = {
      status: 403,
      code: 'TRIAL_ENDED',
      message: '3件目の解答: 試用期間が終了しました。続けるには購入してください',
    };
    expect(batchReplyOf({ error })).toEqual({
      kind: 'refused',
      status: 403,
      code: 'TRIAL_ENDED',
      message: error.message,
    });
    expect(batchReplyOf({ error: { ...error, answerIndex: 2 } })).toMatchObject({ answerIndex: 2 });
  });

  it('given outbox answers, then the body leaves the set out (it is in the path)', () => {
    const answer = {
      clientId: 'c1',
      questionSetId: 's1',
      questionId: 'q1',
      selectedOptionIds: ['a'],
      timeSpentMs: 10,
      answeredAt: '2026-11-20T08:00:00.000Z',
    };
    expect(batchBodyOf([answer])).toEqual([
      {
        clientId: 'c1',
        questionId: 'q1',
        selectedOptionIds: ['a'],
        timeSpentMs: 10,
        answeredAt: '2026-11-20T08:00:00.000Z',
      },
    ]);
  });
});
