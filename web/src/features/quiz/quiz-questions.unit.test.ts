import { describe, expect, it } from 'vitest';
import { onlyListedQuestions, toQuizQuestions } from './quiz-questions';

describe('toQuizQuestions', () => {
  it('given open questions and locked stubs out of order, then they come ordered, numbered and lettered', () => {
    const questions = toQuizQuestions([
      { id: 'q2', orderIndex: 1, locked: true },
      {
        id: 'q1',
        orderIndex: 0,
        question: 'old field name',
        questionType: 'multiple',
        options: [
          { id: 'o1', text: 'one' },
          { id: 'o2', text: 'two' },
        ],
      },
    ]);
    expect(questions).toEqual([
      {
        id: 'q1',
        number: 1,
        orderIndex: 0,
        text: 'old field name',
        questionType: 'multiple',
        options: [
          { id: 'o1', text: 'one', label: 'A' },
          { id: 'o2', text: 'two', label: 'B' },
        ],
        locked: false,
      },
      { id: 'q2', number: 2, orderIndex: 1, locked: true },
    ]);
  });

  it('given a server number, then it is kept', () => {
    expect(toQuizQuestions([{ id: 'q', number: 7, orderIndex: 6, locked: true }])[0]?.number).toBe(7);
  });
});

describe('onlyListedQuestions', () => {
  const questions = toQuizQuestions([
    { id: 'a', orderIndex: 0 },
    { id: 'b', orderIndex: 1 },
    { id: 'c', orderIndex: 2 },
  ]);
  it('given a list of ids, then only those questions remain in set order', () => {
    expect(onlyListedQuestions(questions, ['c', 'a', 'zzz']).map((q) => q.id)).toEqual(['a', 'c']);
  });
  it('given a list, then the session numbers them 1..n (the counter reads "2 / 2", not "3 / 2")', () => {
    expect(onlyListedQuestions(questions, ['c', 'a']).map((q) => q.number)).toEqual([1, 2]);
  });
  it('given no list, then every question remains', () => {
    expect(onlyListedQuestions(questions, null)).toHaveLength(3);
  });
});
