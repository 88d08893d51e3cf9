import { describe, expect, it } from 'vitest';
import { checkWholeNumber, readWholeNumber } from './ja-number';

describe('readWholeNumber', () => {
  it.each([
    ['1980', 1980],
    ['1,980', 1980],
    ['１９８０', 1980],
    ['１，９８０', 1980],
    [' 1,000,000 ', 1_000_000],
    ['０', 0],
    ['\u30001,980\u3000', 1980],
  ])('given %j typed or pasted, when read, then it is %d', (text, value) => {
    expect(readWholeNumber(text)).toEqual({ kind: 'number', value });
  });

  it.each([
    ['1e3', 'notNumber'],
    ['1.5', 'notWhole'],
    ['１．５', 'notWhole'],
    ['1,980.5', 'notWhole'],
    ['-5', 'negative'],
    ['－５', 'negative'],
    ['1,98', 'notNumber'],
    ['19,80', 'notNumber'],
    ['12abc', 'notNumber'],
    ['1 980', 'notNumber'],
    ['0x10', 'notNumber'],
    ['+5', 'notNumber'],
    ['Infinity', 'notNumber'],
    ['99999999999999999999', 'notNumber'],
  ])('given %j, when read, then it is refused as %s', (text, reason) => {
    expect(readWholeNumber(text)).toEqual({ kind: 'invalid', reason });
  });

  it('given an empty or blank text, when read, then it is empty', () => {
    expect(readWholeNumber('')).toEqual({ kind: 'empty' });
    expect(readWholeNumber(' \u3000')).toEqual({ kind: 'empty' });
  });
});

describe('checkWholeNumber', () => {
  const percent = { min: 0, max: 100, required: true };

  it('given a value in range, when checked, then its number is given', () => {
    expect(checkWholeNumber('６０', percent)).toEqual({ ok: true, value: 60 });
    expect(checkWholeNumber(100, percent)).toEqual({ ok: true, value: 100 });
  });

  it('given values out of range, when checked, then they are refused, never clamped', () => {
    expect(checkWholeNumber('150', percent)).toEqual({ ok: false, problem: 'range' });
    expect(checkWholeNumber('1,000', percent)).toEqual({ ok: false, problem: 'range' });
    expect(checkWholeNumber('-5', percent)).toEqual({ ok: false, problem: 'negative' });
  });

  it('given an empty required field, when checked, then it is refused; an optional one is null', () => {
    expect(checkWholeNumber('', percent)).toEqual({ ok: false, problem: 'required' });
    expect(checkWholeNumber('', { ...percent, required: false })).toEqual({ ok: true, value: null });
  });

  it('given a number the form opened with, when it is a fraction, then it is refused', () => {
    expect(checkWholeNumber(9.9, percent)).toEqual({ ok: false, problem: 'notWhole' });
  });
});
