import { describe, expect, it } from 'vitest';
import { judgeOffline, quizSetOfBundle } from './bundle-quiz';
import { testBundle } from './test-bundle';

const NOW = Date.parse('2026-11-20T00:00:00.000Z');

describe('a downloaded set as the quiz reads it', () => {
  it('given a bundle, then every question is open, in order, without the correct flags', () => {
    const set = quizSetOfBundle(testBundle(), NOW);
    expect(set.questions.map((question) => question.id)).toEqual(['q1', 'q2']);
    expect(JSON.stringify(set.questions)).not.toContain('isCorrect');
    expect(set.questions.every((question) => question.locked === false)).toBe(true);
    expect(set).toMatchObject({ hasAccess: true, accessType: 'paid', isPaid: true, remainingDays: 42 });
  });

  it('given a free set, then it has no end and is not paid', () => {
    const set = quizSetOfBundle(testBundle({ accessType: 'free', expiresAt: null }), NOW);
    expect(set).toMatchObject({ isPaid: false, remainingDays: null, accessType: 'free' });
  });
});

describe('judging an answer against the bundle', () => {
  it.each([
    ['q1', ['a'], true],
    ['q1', ['b'], false],
    ['q2', ['c', 'a'], true],
    ['q2', ['a'], false],
    ['q2', ['a', 'b', 'c'], false],
  ])(
    'given %s answered %o, then correct is %s, with the explanation and the correct options',
    (id, chosen, right) => {
      const result = judgeOffline(testBundle(), id, chosen, 3);
      expect(result?.isCorrect).toBe(right);
      expect(result?.answeredCount).toBe(3);
      expect(result?.correctOptionIds).toEqual(id === 'q1' ? ['a'] : ['a', 'c']);
      expect(result?.explanation).toContain(id === 'q1' ? 'A' : 'AとC');
    },
  );

  it('given a question not in the bundle, then there is no judgement', () => {
    expect(judgeOffline(testBundle(), 'q9', ['a'], 1)).toBeNull();
  });
});
