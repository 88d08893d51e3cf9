import { describe, expect, it } from 'vitest';
import { combinedProgress } from './combined-progress.js';
import { PositionWaiters } from './position-waiters.js';
import type { ProjectionProgress } from './projection-progress.js';

/** A group whose checkpoint the test moves by hand. */
const group = (start: number) => {
  let committed = start;
  const waiters = new PositionWaiters();
  const progress: ProjectionProgress = {
    position: () => committed,
    waitForPosition: (position, timeoutMs) =>
      committed >= position ? Promise.resolve(true) : waiters.wait(position, timeoutMs),
  };
  return {
    progress,
    advance(to: number) {
      committed = to;
      waiters.reached(to);
    },
  };
};

describe('combinedProgress', () => {
  it('given two groups, then the combined position is the slowest one', async () => {
    expect(await combinedProgress(group(7).progress, group(3).progress).position()).toBe(3);
  });

  it('given one group behind, when a position is awaited, then it resolves once both have passed it', async () => {
    const ahead = group(10);
    const behind = group(2);
    const waiting = combinedProgress(ahead.progress, behind.progress).waitForPosition(8, 1_000);
    behind.advance(8);
    expect(await waiting).toBe(true);
  });

  it('given a group that never gets there, when a position is awaited, then the wait answers false', async () => {
    const reached = await combinedProgress(group(10).progress, group(2).progress).waitForPosition(8, 20);
    expect(reached).toBe(false);
  });

  it('given the slower group unchanged, when the faster one commits, then the version moves but the position does not', async () => {
    const ahead = group(10);
    const behind = group(2);
    const combined = combinedProgress(ahead.progress, behind.progress);
    const before = { position: await combined.position(), version: await combined.version?.() };
    ahead.advance(11);
    expect(await combined.position()).toBe(before.position);
    expect(await combined.version?.()).not.toBe(before.version);
  });
});
