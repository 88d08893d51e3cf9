import { describe, expect, it } from 'vitest';
import { isAnswerCorrect } from './answer-correctness.js';

describe('isAnswerCorrect', () => {
  describe('given a multiple-choice question with correct options a and c', () => {
    const correct = ['a', 'c'];
    it('when exactly a and c are selected (any order, repeats ignored), then it is correct', () => {
      expect(isAnswerCorrect('multiple', ['c', 'a'], correct)).toBe(true);
      expect(isAnswerCorrect('multiple', ['a', 'c', 'a'], correct)).toBe(true);
    });
    it('when a subset is selected, then it is wrong', () => {
      expect(isAnswerCorrect('multiple', ['a'], correct)).toBe(false);
    });
    it('when a superset is selected, then it is wrong', () => {
      expect(isAnswerCorrect('multiple', ['a', 'b', 'c'], correct)).toBe(false);
    });
    it('when nothing is selected, then it is wrong', () => {
      expect(isAnswerCorrect('multiple', [], correct)).toBe(false);
    });
  });

  describe('given a single-choice question with correct option a', () => {
    it('when only a is selected, then it is correct', () => {
      expect(isAnswerCorrect('single', ['a'], ['a'])).toBe(true);
    });
    it('when another option or two options are selected, then it is wrong', () => {
      expect(isAnswerCorrect('single', ['b'], ['a'])).toBe(false);
      expect(isAnswerCorrect('single', ['a', 'b'], ['a'])).toBe(false);
    });
  });
});
