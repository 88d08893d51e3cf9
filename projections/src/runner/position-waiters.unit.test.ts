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

describe('PositionWaiters in any order, at size', () => {
  it('given waiters for shuffled positions, when positions are reached one after another, then each is answered exactly when its position is passed', async () => {
    const waiters = new PositionWaiters();
    const positions = Array.from({ length: 500 }, (_, index) => (index * 7919) % 500);
    const answeredAt = new Map<number, number>();
    let current = -1;
    const all = positions.map((position) =>
      waiters.wait(position, 60_000).then((reached) => {
        expect(reached).toBe(true);
        answeredAt.set(position, current);
      }),
    );

    for (current = 0; current < 500; current += 10) {
      waiters.reached(current);
      await Promise.resolve();
    }
    waiters.reached(500);
    await Promise.all(all);

    for (const position of positions) {
      const at = answeredAt.get(position) as number;
      expect(at).toBeGreaterThanOrEqual(position);
      expect(at - position).toBeLessThan(10);
    }
    expect(waiters.size).toBe(0);
  });

  it('given many waiters that time out while nothing is reached, then they answer false, are forgotten, and later waiters still work', async () => {
    const waiters = new PositionWaiters();
    const expired = Array.from({ length: 300 }, (_, index) => waiters.wait(1_000 + index, 5));
    expect(await Promise.all(expired)).toEqual(expired.map(() => false));
    expect(waiters.size).toBe(0);

    const later = waiters.wait(2_000, 60_000);
    const higher = waiters.wait(3_000, 30);
    waiters.reached(2_500);
    expect(await Promise.all([later, higher])).toEqual([true, false]);
    expect(waiters.size).toBe(0);
  });
});
