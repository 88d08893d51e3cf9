import { describe, expect, it } from 'vitest';
import { formatRemaining } from './exam-timer';

describe('formatRemaining', () => {
  it('shows minutes and seconds, hours when needed, and never a negative time', () => {
    expect(formatRemaining(725_000)).toBe('12:05');
    expect(formatRemaining(3_723_000)).toBe('1:02:03');
    expect(formatRemaining(400)).toBe('0:01');
    expect(formatRemaining(-5_000)).toBe('0:00');
  });
});
