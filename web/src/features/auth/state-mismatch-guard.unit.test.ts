import { describe, expect, it } from 'vitest';
import {
  decideStateMismatch,
  initialStateMismatchMemory,
  type StateMismatchMemory,
} from './state-mismatch-guard';

describe('decideStateMismatch', () => {
  it('given no earlier mismatch, when one happens, then the state is reset and counted', () => {
    const decision = decideStateMismatch(initialStateMismatchMemory, 1_000);
    expect(decision).toEqual({
      kind: 'reset',
      errorCount: 1,
      fullReset: false,
      memory: { lastHandledAt: 1_000, errorCount: 1 },
    });
  });

  it('given a mismatch handled 9.9 s ago, when another happens, then it is skipped', () => {
    const memory: StateMismatchMemory = { lastHandledAt: 1_000, errorCount: 1 };
    expect(decideStateMismatch(memory, 10_900)).toEqual({ kind: 'skip', memory });
  });

  it('given a mismatch handled 10 s ago, when another happens, then it is handled again', () => {
    const decision = decideStateMismatch({ lastHandledAt: 1_000, errorCount: 1 }, 11_000);
    expect(decision.kind).toBe('reset');
    expect(decision.kind === 'reset' && decision.errorCount).toBe(2);
  });

  it('given three counted errors, when a fourth comes, then it is a full reset and the counter restarts', () => {
    let memory = initialStateMismatchMemory;
    const resets: boolean[] = [];
    for (let i = 0; i < 5; i += 1) {
      const decision = decideStateMismatch(memory, i * 20_000);
      if (decision.kind !== 'reset') throw new Error('expected a reset');
      resets.push(decision.fullReset);
      memory = decision.memory;
    }
    expect(resets).toEqual([false, false, false, true, false]);
    expect(memory.errorCount).toBe(1);
  });

  it('given another policy, when applied, then its numbers are honoured', () => {
    const policy = { guardWindowMs: 5_000, maxErrors: 2 };
    const memory = { lastHandledAt: 0, errorCount: 2 };
    expect(decideStateMismatch(memory, 4_999, policy).kind).toBe('skip');
    const decision = decideStateMismatch(memory, 5_000, policy);
    expect(decision.kind === 'reset' && decision.fullReset).toBe(true);
  });
});
