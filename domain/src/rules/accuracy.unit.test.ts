import { describe, expect, it } from 'vitest';
import { accuracyPercent } from './accuracy.js';

describe('accuracyPercent', () => {
  it('given nothing answered, then 0', () => {
    expect(accuracyPercent(0, 0)).toBe(0);
    expect(accuracyPercent(3, 0)).toBe(0);
  });
  it('given answers, then the rounded percentage', () => {
    expect(accuracyPercent(1, 3)).toBe(33);
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(5, 5)).toBe(100);
  });
  it('given more correct than answered (stale counts), then it is capped at 100', () => {
    expect(accuracyPercent(7, 5)).toBe(100);
  });
});
