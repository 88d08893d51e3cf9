import { START } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { isAfter, readPositionAfter, toOurPosition } from './positions.js';

describe('EventStoreDB positions', () => {
  it('maps the commit position to a number and refuses one that would lose precision', () => {
    expect(toOurPosition({ commit: 1234n, prepare: 1234n })).toBe(1234);
    expect(() => toOurPosition({ commit: 2n ** 60n, prepare: 0n })).toThrow(/does not fit/);
  });

  it('reads from the start for position 0, else from the position itself (callers drop it)', () => {
    expect(readPositionAfter(0)).toBe(START);
    expect(readPositionAfter(512)).toEqual({ commit: 512n, prepare: 512n });
  });

  it('orders by commit, then prepare', () => {
    expect(isAfter({ commit: 5n, prepare: 5n }, null)).toBe(true);
    expect(isAfter({ commit: 5n, prepare: 6n }, { commit: 5n, prepare: 5n })).toBe(true);
    expect(isAfter({ commit: 5n, prepare: 5n }, { commit: 5n, prepare: 5n })).toBe(false);
    expect(isAfter({ commit: 4n, prepare: 9n }, { commit: 5n, prepare: 0n })).toBe(false);
  });
});
