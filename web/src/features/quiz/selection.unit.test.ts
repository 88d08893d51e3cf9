import { describe, expect, it } from 'vitest';
import { chooseOption, keyToOptionIndex } from './selection';

describe('chooseOption', () => {
  it('given a single-choice question, when another option is chosen, then it replaces the selection', () => {
    expect(chooseOption(['a'], 'b', 'single')).toEqual(['b']);
    expect(chooseOption(['a'], 'a', 'single')).toEqual(['a']);
  });

  it('given a multiple-choice question, when options are chosen, then they toggle', () => {
    expect(chooseOption(['a'], 'b', 'multiple')).toEqual(['a', 'b']);
    expect(chooseOption(['a', 'b'], 'a', 'multiple')).toEqual(['b']);
  });
});

describe('keyToOptionIndex', () => {
  it('given letters in either case, then they pick options by position', () => {
    expect(keyToOptionIndex('a', 4)).toBe(0);
    expect(keyToOptionIndex('D', 4)).toBe(3);
  });

  it('given digits 1-9, then they pick options by position', () => {
    expect(keyToOptionIndex('1', 4)).toBe(0);
    expect(keyToOptionIndex('4', 4)).toBe(3);
  });

  it('given a key beyond the options or not a choice key, then nothing is picked', () => {
    expect(keyToOptionIndex('E', 4)).toBeNull();
    expect(keyToOptionIndex('5', 4)).toBeNull();
    expect(keyToOptionIndex('0', 4)).toBeNull();
    expect(keyToOptionIndex('Enter', 4)).toBeNull();
  });
});
