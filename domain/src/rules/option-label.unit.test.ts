import { describe, expect, it } from 'vitest';
import { letterOptions, optionLabel } from './option-label.js';

describe('optionLabel', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('given index %i, then the letter is %s', (index, label) => {
    expect(optionLabel(index)).toBe(label);
  });
  it('given a negative or fractional index, then it refuses', () => {
    expect(() => optionLabel(-1)).toThrow(RangeError);
    expect(() => optionLabel(1.5)).toThrow(RangeError);
  });
});

describe('letterOptions', () => {
  it('given options, then each gets its letter in order and keeps its fields', () => {
    const options = [
      { id: 'o1', text: 'x' },
      { id: 'o2', text: 'y' },
    ];
    expect(letterOptions(options)).toEqual([
      { id: 'o1', text: 'x', label: 'A' },
      { id: 'o2', text: 'y', label: 'B' },
    ]);
  });
});
