import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, placeOfTyped } from './question-list';

describe('question list of the manage tab', () => {
  it('given 23 questions and 10 a page, then 3 pages; none, one page', () => {
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('given a typed number, then the zero-based place it names, or null outside the set or for its own place', () => {
    expect(placeOfTyped('3', 10, 7)).toBe(2);
    expect(placeOfTyped(' 10 ', 10, 0)).toBe(9);
    expect(placeOfTyped(10000, 10000, 0)).toBe(9999);
    for (const typed of ['0', '11', '2.5', '', 'x']) expect(placeOfTyped(typed, 10, 0)).toBeNull();
    expect(placeOfTyped('8', 10, 7)).toBeNull();
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
