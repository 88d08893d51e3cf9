import { describe, expect, it } from 'vitest';
import { DEFAULT_PASS_RULE } from '../mock-exam/events.js';
import { readinessInputOf } from './inputs.js';
import { FIRST_RIGHT_STABILITY_DAYS } from './memory.js';

const facts = {
  userId: 'u1',
  questionSetId: 's1',
  questions: ['q1', 'q2', 'q3', 'q4'].map((questionId) => ({ questionId, field: 'f' })),
  passRule: DEFAULT_PASS_RULE,
  items: new Map(),
  firstAnswers: [
    { questionId: 'q1', isCorrect: true, at: '2026-03-01T00:00:00Z' },
    { questionId: 'q2', isCorrect: false, at: '2026-03-01T00:00:00Z' },
    { questionId: 'q3', isCorrect: false, at: '2026-03-01T00:00:00Z' },
  ],
  now: new Date('2026-03-05T00:00:00Z'),
};

describe('readiness input of a learner and a set', () => {
  it('given a right first answer, a card in review and one still learning, then only the first two are memory', () => {
    const input = readinessInputOf({
      ...facts,
      cards: [
        { questionId: 'q2', stability: 12, lastReview: '2026-03-03T00:00:00Z', state: 'review' },
        { questionId: 'q3', stability: 0.2, lastReview: '2026-03-04T00:00:00Z', state: 'relearning' },
      ],
      exams: [],
    });
    expect([...input.memory]).toEqual([
      ['q1', { stabilityDays: FIRST_RIGHT_STABILITY_DAYS, lastReview: '2026-03-01T00:00:00Z' }],
      ['q2', { stabilityDays: 12, lastReview: '2026-03-03T00:00:00Z' }],
    ]);
    expect(input.examSize).toBe(4);
  });

  it('given mock exams, then the newest three give their answers and the last one its size', () => {
    const exam = (day: number, size: number) => ({
      startedAt: `2026-03-0${day}T00:00:00Z`,
      questionCount: size,
      answers: [{ questionId: `q${day}`, isCorrect: true }],
    });
    const input = readinessInputOf({
      ...facts,
      cards: [],
      exams: [exam(1, 2), exam(4, 3), exam(2, 4), exam(3, 4)],
    });
    expect(input.examSize).toBe(3);
    expect(input.mockExams).toBe(4);
    expect(input.mockAnswers.map((answer) => answer.questionId)).toEqual(['q4', 'q3', 'q2']);
  });
});
