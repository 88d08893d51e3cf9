import { describe, expect, it } from 'vitest';
import { decideJump, type JumpRequest } from './jumping';

const trial = (overrides: Partial<JumpRequest>): JumpRequest => ({
  target: 1,
  current: 0,
  total: 20,
  fullAccess: false,
  answeredCount: 0,
  trialLimit: 3,
  submitting: false,
  completed: false,
  ...overrides,
});

describe('decideJump', () => {
  it('given full access, when jumping anywhere in range, then it is allowed', () => {
    expect(decideJump(trial({ fullAccess: true, target: 19 }))).toBe('allowed');
  });

  it('given a trial, when jumping back or staying, then it is allowed even after the limit', () => {
    expect(decideJump(trial({ current: 2, target: 0, answeredCount: 3 }))).toBe('allowed');
    expect(decideJump(trial({ current: 2, target: 2, answeredCount: 3 }))).toBe('allowed');
  });

  it('given a trial with answers below the limit, when jumping ahead inside the trial, then it is allowed', () => {
    expect(decideJump(trial({ current: 0, target: 2, answeredCount: 1 }))).toBe('allowed');
  });

  it('given a trial, when jumping to a question beyond the limit, then the trial ends', () => {
    expect(decideJump(trial({ current: 2, target: 3, answeredCount: 2 }))).toBe('trial-ended');
  });

  it('given a trial whose answers reached the limit, when revisiting its questions ahead, then it is allowed (issue 40)', () => {
    expect(decideJump(trial({ current: 0, target: 2, answeredCount: 3 }))).toBe('allowed');
  });

  it('given a trial whose answers reached the limit, when moving past it, then the trial ends', () => {
    expect(decideJump(trial({ current: 2, target: 3, answeredCount: 3 }))).toBe('trial-ended');
  });

  it('given a trial limit of 0, when jumping ahead, then the trial ends at once', () => {
    expect(decideJump(trial({ trialLimit: 0, target: 1 }))).toBe('trial-ended');
  });

  it('given an answer being submitted or a completed quiz, when jumping, then it is blocked', () => {
    expect(decideJump(trial({ fullAccess: true, submitting: true }))).toBe('blocked');
    expect(decideJump(trial({ fullAccess: true, completed: true, target: 0 }))).toBe('blocked');
  });

  it('given a locked target, when jumping, then the trial ends even inside the local trial limit', () => {
    expect(decideJump(trial({ target: 1, trialLimit: 5, targetLocked: true }))).toBe('trial-ended');
  });

  it('given a target outside the set, when jumping, then it is blocked', () => {
    expect(decideJump(trial({ fullAccess: true, target: 20 }))).toBe('blocked');
    expect(decideJump(trial({ fullAccess: true, target: -1 }))).toBe('blocked');
  });
});
