import { describe, expect, it } from 'vitest';
import { PositionWaiters } from './position-waiters.js';

describe('PositionWaiters', () => {
  it('given waiters, when a position is reached, then those at or below it get true and the rest time out with false', async () => {
    const waiters = new PositionWaiters();
    const low = waiters.wait(3, 1_000);
    const exact = waiters.wait(5, 1_000);
    const high = waiters.wait(6, 30);

    waiters.reached(5);

    expect(await Promise.all([low, exact, high])).toEqual([true, true, false]);
    expect(waiters.size).toBe(0);
  });

  it('given waiters, when abandoned, then they get false at once', async () => {
    const waiters = new PositionWaiters();
    const waiting = waiters.wait(1, 60_000);
    waiters.abandonAll();
    expect(await waiting).toBe(false);
  });
});
