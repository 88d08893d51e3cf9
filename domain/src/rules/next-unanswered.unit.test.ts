import { describe, expect, it } from 'vitest';
import { nextUnansweredIndex } from './next-unanswered.js';

describe('the next unanswered question', () => {
  it('given the 5 trial questions answered and the learner on the 5th, then it is the 6th', () => {
    expect(nextUnansweredIndex(20, [0, 1, 2, 3, 4], 4)).toBe(5);
  });

  it('given a gap before the learner’s place and none after, then it wraps to the gap', () => {
    expect(nextUnansweredIndex(5, [0, 2, 3, 4], 4)).toBe(1);
  });

  it('given a place past the end (the set shrank), then it still finds the first unanswered', () => {
    expect(nextUnansweredIndex(3, [0], 9)).toBe(1);
  });

  it('given every question answered or an empty set, then there is none', () => {
    expect(nextUnansweredIndex(3, [0, 1, 2], 1)).toBeNull();
    expect(nextUnansweredIndex(0, [], 0)).toBeNull();
  });

  it('given nothing answered, then it is where the learner is', () => {
    expect(nextUnansweredIndex(10, [], 3)).toBe(3);
  });
});
