import { describe, expect, it } from 'vitest';
import { bySet, type DueCard, offlineDueCards } from './due-cards';

const card = (
  questionSetId: string,
  questionId: string,
  questionNumber: number,
  locked = false,
): DueCard => ({
  questionId,
  questionSetId,
  setTitle: questionSetId.toUpperCase(),
  questionNumber,
  due: '2026-11-20T00:00:00.000Z',
  state: 'relearning',
  locked,
});

describe('the due cards of the learning path', () => {
  it('given cards of two sets, then they are grouped per set in first-due order, each in question order', () => {
    const groups = bySet([card('s2', 'b', 3), card('s1', 'x', 2), card('s2', 'a', 1)]);
    expect(groups.map((cards) => cards.map((entry) => entry.questionId))).toEqual([['a', 'b'], ['x']]);
  });

  it('given no connection, then only open cards of downloaded questions not answered offline since are due', () => {
    const due = [
      card('s1', 'q1', 1),
      card('s1', 'q2', 2),
      card('s1', 'q3', 3),
      card('s1', 'gone', 4),
      card('s2', 'q9', 1),
      card('s3', 'q7', 1, true),
    ];
    const downloaded = new Map([
      ['s1', new Set(['q1', 'q2', 'q3'])],
      ['s3', new Set(['q7'])],
    ]);
    const left = offlineDueCards(due, downloaded, new Set(['q2']));
    expect(left.map((entry) => entry.questionId)).toEqual(['q1', 'q3']);
  });
});
