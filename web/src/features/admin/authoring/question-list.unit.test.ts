import type { AdminQuestion } from '@exam/domain/schemas';
import { describe, expect, it } from 'vitest';
import { movedOrder, pageCount, pageOf, pageWindow, sortQuestions } from './question-list';

const question = (id: string, orderIndex: number, text: string): AdminQuestion => ({
  id,
  questionSetId: 's',
  number: orderIndex + 1,
  orderIndex,
  text,
  questionType: 'single',
  explanation: '',
  options: [],
  locked: false,
});

describe('question list of the manage tab', () => {
  const questions = [question('c', 2, 'いろは'), question('a', 0, 'んまい'), question('b', 1, 'あいう')];

  it('given questions, when sorted by number, then by orderIndex ascending; by text, then in Japanese order', () => {
    expect(sortQuestions(questions, 'order').map((q) => q.id)).toEqual(['a', 'b', 'c']);
    expect(sortQuestions(questions, 'text').map((q) => q.id)).toEqual(['b', 'c', 'a']);
  });

  it('given 23 items and 10 a page, then 3 pages and the last holds 3; a page past the end shows the last', () => {
    const items = Array.from({ length: 23 }, (_, index) => index);
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageOf(items, 3, 10)).toEqual([20, 21, 22]);
    expect(pageOf(items, 9, 10)).toEqual([20, 21, 22]);
    expect(pageOf(items, 1, 5)).toEqual([0, 1, 2, 3, 4]);
  });

  it('given an order, when a question is dropped on another, then it takes that place and the rest shift', () => {
    expect(movedOrder(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(movedOrder(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(movedOrder(['a', 'b'], 'a', 'x')).toEqual(['a', 'b']);
  });
});

describe('pageWindow (issue 23: at most 5 page buttons)', () => {
  it('given 6 pages, then 5 buttons around the current page, shifted at the ends', () => {
    expect(pageWindow(1, 6)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(6, 6)).toEqual([2, 3, 4, 5, 6]);
  });
  it('given few pages, then one button each; many pages, never more than 5', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    for (let page = 1; page <= 40; page += 1) {
      const window = pageWindow(page, 40);
      expect(window).toHaveLength(5);
      expect(window).toContain(page);
    }
  });
});
