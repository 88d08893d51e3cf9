import { describe, expect, it } from 'vitest';
import { drawStratified } from './draw.js';

const places = (questionSetId: string, count: number) =>
  Array.from({ length: count }, (_, orderIndex) => ({
    id: `${questionSetId}#${orderIndex}`,
    questionSetId,
    orderIndex,
  }));

describe('drawStratified', () => {
  it('given two categories of 9,000 and 1,000 questions, when 50 are drawn, then 45 and 5, all distinct', () => {
    const pool = [...places('big', 9_000), ...places('small', 1_000)];
    const drawn = drawStratified(pool, (question) => question.questionSetId, 50);
    expect(drawn).toHaveLength(50);
    expect(new Set(drawn.map((question) => question.id)).size).toBe(50);
    expect(drawn.filter((question) => question.questionSetId === 'small')).toHaveLength(5);
  });

  it('given fewer questions than asked, then every question once', () => {
    const drawn = drawStratified(places('s', 7), () => 'c', 50);
    expect(drawn.map((question) => question.orderIndex).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('given a random source that always answers the last index, then the draw takes the pool from its end', () => {
    const drawn = drawStratified(
      places('s', 5),
      () => 'c',
      3,
      (n) => n - 1,
    );
    // The second pick (over the 3 drawn) reorders them the same way: the last first.
    expect(drawn.map((question) => question.orderIndex)).toEqual([2, 3, 4]);
  });
});
