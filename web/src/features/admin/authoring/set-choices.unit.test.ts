import { describe, expect, it } from 'vitest';
import {
  ADD_SET_CATEGORIES,
  ADD_SET_ICONS,
  categoryChoices,
  INFO_CATEGORIES,
  INFO_ICONS,
} from './set-choices';

describe('set choices', () => {
  it('given the spec, when counted, then 10/16 categories and 10/20 distinct icons are offered', () => {
    expect(ADD_SET_CATEGORIES).toHaveLength(10);
    expect(INFO_CATEGORIES).toHaveLength(16);
    expect(new Set(ADD_SET_ICONS).size).toBe(10);
    expect(new Set(INFO_ICONS).size).toBe(20);
  });

  it('given a set whose category is not a fixed choice, when listed, then it is offered first', () => {
    expect(categoryChoices(['A', 'B'], 'Z')).toEqual(['Z', 'A', 'B']);
  });

  it('given a fixed or empty category, when listed, then the fixed choices are unchanged', () => {
    expect(categoryChoices(['A', 'B'], 'B')).toEqual(['A', 'B']);
    expect(categoryChoices(['A', 'B'], '  ')).toEqual(['A', 'B']);
    expect(categoryChoices(['A', 'B'], null)).toEqual(['A', 'B']);
  });
});
