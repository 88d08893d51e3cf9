import { describe, expect, it } from 'vitest';
import { type JumpItem, jumpButtonItems } from './jump-buttons';

/** Question numbers (1-based) with '…' for an ellipsis, for readable expectations. */
const render = (items: JumpItem[]) =>
  items.map((item) => (item.kind === 'question' ? String(item.index + 1) : '…')).join(' ');

describe('jumpButtonItems', () => {
  it('given 10 questions or fewer, when listed, then every question has a button', () => {
    expect(render(jumpButtonItems(10, 4))).toBe('1 2 3 4 5 6 7 8 9 10');
    expect(render(jumpButtonItems(1, 0))).toBe('1');
  });

  it('given no questions, when listed, then there are no buttons', () => {
    expect(jumpButtonItems(0, 0)).toEqual([]);
  });

  it('given 20 questions and the current one in the middle, then first 3, neighbours and last 3 show with ellipses', () => {
    expect(render(jumpButtonItems(20, 9))).toBe('1 2 3 … 9 10 11 … 18 19 20');
  });

  it('given 11 questions and the current one at the start, then one ellipsis joins the two ends', () => {
    expect(render(jumpButtonItems(11, 0))).toBe('1 2 3 … 9 10 11');
  });

  it('given the current question next to the first block, then no ellipsis separates adjacent numbers', () => {
    expect(render(jumpButtonItems(20, 3))).toBe('1 2 3 4 5 … 18 19 20');
  });

  it('given the current question is the last, then its neighbour joins the last block', () => {
    expect(render(jumpButtonItems(20, 19))).toBe('1 2 3 … 18 19 20');
    expect(render(jumpButtonItems(20, 16))).toBe('1 2 3 … 16 17 18 19 20');
  });
});
