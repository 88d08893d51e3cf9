import { describe, expect, it } from 'vitest';
import { createActionGuard } from './action-guard';

describe('action guard', () => {
  it('given a modal already open, when buy is clicked again, then it is ignored until the modal ends', () => {
    const guard = createActionGuard();
    expect(guard.tryBegin()).toBe(true);
    expect(guard.busy).toBe(true);
    expect(guard.tryBegin()).toBe(false);
    guard.end();
    expect(guard.busy).toBe(false);
    expect(guard.tryBegin()).toBe(true);
  });

  it('given two guards, then they do not share state', () => {
    const first = createActionGuard();
    const second = createActionGuard();
    first.tryBegin();
    expect(second.tryBegin()).toBe(true);
  });
});
