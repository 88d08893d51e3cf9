import { describe, expect, it } from 'vitest';
import { validityBar } from './validity';

describe('validityBar', () => {
  it.each([
    [null, 100, 'blue'],
    [45, 100, 'blue'],
    [15, 50, 'blue'],
    [6, 20, 'orange'],
    [0, 0, 'red'],
    [-3, 0, 'red'],
  ] as const)('given %s remaining days, then %s %% in %s', (days, percent, color) => {
    expect(validityBar(days)).toEqual({ percent, color });
  });
});
