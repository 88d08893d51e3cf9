import { describe, expect, it } from 'vitest';
import { INACTIVITY_POLICY, inactivityPhase } from './inactivity';

const minute = 60_000;

describe('inactivityPhase', () => {
  it('given activity just now, then the warning is 29 minutes away', () => {
    expect(inactivityPhase(0, 0)).toEqual({ phase: 'active', msUntilWarning: 29 * minute });
  });

  it('given 10 minutes idle, then the session is active and the warning is 19 minutes away', () => {
    expect(inactivityPhase(0, 10 * minute)).toEqual({ phase: 'active', msUntilWarning: 19 * minute });
  });

  it('given 29 minutes idle, then the warning is due and logout is a minute away', () => {
    expect(inactivityPhase(0, 29 * minute)).toEqual({ phase: 'warning', msUntilLogout: minute });
  });

  it('given 30 minutes idle, then the session has expired', () => {
    expect(inactivityPhase(0, INACTIVITY_POLICY.timeoutMs)).toEqual({ phase: 'expired' });
  });

  it('given a clock that went backwards, then it counts as no idle time', () => {
    expect(inactivityPhase(5_000, 0).phase).toBe('active');
  });

  it('given another policy, then its numbers are used', () => {
    const policy = { timeoutMs: 1_000, warnBeforeMs: 300 };
    expect(inactivityPhase(0, 699, policy)).toEqual({ phase: 'active', msUntilWarning: 1 });
    expect(inactivityPhase(0, 700, policy)).toEqual({ phase: 'warning', msUntilLogout: 300 });
  });
});
