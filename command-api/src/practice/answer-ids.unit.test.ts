import type { PracticeEvent } from '@exam/domain';
import { describe, expect, it } from 'vitest';
import { answerEventId, eventIdOf } from './answer-ids.js';

const answer = (userId: string, clientId?: string) =>
  ({
    type: 'AnswerRecorded',
    data: {
      userId,
      questionSetId: 'set-1',
      questionId: 'q-1',
      questionIndex: 0,
      selectedOptionIds: ['a'],
      isCorrect: true,
      timeSpentMs: 1000,
      mode: 'practice',
      ...(clientId === undefined ? {} : { clientId }),
    },
  }) as PracticeEvent;

describe('an answer’s event id', () => {
  it('given the same learner and client id, then the same id (a resend appends nothing)', () => {
    expect(answerEventId('learner-a', 'c-1')).toBe(answerEventId('learner-a', 'c-1'));
    expect(eventIdOf(answer('learner-a', 'c-1'))).toBe(answerEventId('learner-a', 'c-1'));
  });

  it('given another learner with the same client id, then another id (no one pre-claims another’s ids)', () => {
    expect(answerEventId('learner-b', 'c-1')).not.toBe(answerEventId('learner-a', 'c-1'));
  });

  it('given an answer without a client id or another event, then no id of its own', () => {
    expect(eventIdOf(answer('learner-a'))).toBeUndefined();
    expect(
      eventIdOf({
        type: 'PracticeReset',
        data: { userId: 'learner-a', questionSetId: 'set-1' },
      } as PracticeEvent),
    ).toBeUndefined();
  });
});
