import { describe, expect, it } from 'vitest';
import { GrowOnlyMap } from './grow-only-map.js';

const build = (entries: Array<[string, number]>) =>
  entries.reduce((map, [key, value]) => map.with(key, value), GrowOnlyMap.empty<number>());

describe('GrowOnlyMap, a persistent map for a fold', () => {
  it('given a version, when an entry is added, then the new version has it and the old one is unchanged', () => {
    const before = build([['a', 1]]);
    const after = before.with('b', 2);
    expect([...after.entries()]).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(before.has('b')).toBe(false);
    expect(before.get('b')).toBeUndefined();
    expect(before.size).toBe(1);
    expect([...before.entries()]).toEqual([['a', 1]]);
  });

  it('given a linear fold, when each version adds to the newest, then all versions share one log (no copy)', () => {
    const versions = [GrowOnlyMap.empty<number>()];
    for (let n = 0; n < 1000; n += 1)
      versions.push((versions.at(-1) as GrowOnlyMap<number>).with(`k${n}`, n));
    const newest = versions.at(-1) as GrowOnlyMap<number>;
    expect(versions.every((version) => version.sharesEntriesWith(newest))).toBe(true);
    expect(newest.size).toBe(1000);
    expect(versions[500]?.has('k499')).toBe(true);
    expect(versions[500]?.has('k500')).toBe(false);
  });

  it('given an older version, when the same entries are folded onto it again, then they share the log; a different entry copies', () => {
    const cached = build([['a', 1]]);
    const decided = cached.with('b', 2).with('c', 3);
    const replayed = cached.with('b', 2).with('c', 3);
    expect(replayed.sharesEntriesWith(decided)).toBe(true);
    expect([...replayed.entries()]).toEqual([...decided.entries()]);

    const other = cached.with('x', 9);
    expect(other.sharesEntriesWith(decided)).toBe(false);
    expect([...other.entries()]).toEqual([
      ['a', 1],
      ['x', 9],
    ]);
    expect(decided.has('x')).toBe(false);
    expect(cached.has('x')).toBe(false);
    expect(cached.size).toBe(1);
  });

  it('given a key it has, when set again, then the new version has the new value and the old keeps its own', () => {
    const before = build([
      ['a', 1],
      ['b', 2],
    ]);
    const after = before.with('a', 5);
    expect(after.get('a')).toBe(5);
    expect(after.size).toBe(2);
    expect(before.get('a')).toBe(1);
  });

  it('given random additions from random versions, then every version reads exactly as a copied Map would', () => {
    // A fixed-seed generator (mulberry32): the same operations on every run.
    let seed = 26;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const versions: Array<{ map: GrowOnlyMap<number>; model: Map<string, number> }> = [
      { map: GrowOnlyMap.empty(), model: new Map() },
    ];
    for (let step = 0; step < 2000; step += 1) {
      // Mostly the newest version (a fold), sometimes an older one (a cached state, a retried decision).
      const from = random() < 0.8 ? versions.length - 1 : Math.floor(random() * versions.length);
      const base = versions[from] as (typeof versions)[number];
      const key = `k${Math.floor(random() * 300)}`;
      const value = Math.floor(random() * 3);
      versions.push({ map: base.map.with(key, value), model: new Map(base.model).set(key, value) });
    }
    const mismatches = versions.flatMap(({ map, model }, index) => {
      const keys = Array.from({ length: 300 }, (_, n) => `k${n}`);
      const same =
        map.size === model.size &&
        keys.every((key) => map.get(key) === model.get(key) && map.has(key) === model.has(key)) &&
        [...map.entries()].every(([key, value]) => model.get(key) === value);
      return same ? [] : [index];
    });
    expect(mismatches).toEqual([]);
  });
});
