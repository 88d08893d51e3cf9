import { describe, expect, it } from 'vitest';
import { PersistentMap } from './persistent-map.js';

const build = (entries: Array<[string, number]>) =>
  entries.reduce((map, [key, value]) => map.with(key, value), PersistentMap.empty<number>());
const sorted = (map: PersistentMap<number>) => [...map.entries()].sort(([a], [b]) => a.localeCompare(b));

describe('PersistentMap, a map for a fold state', () => {
  it('given a version, when an entry is set or removed, then the new version has the change and the old one is unchanged', () => {
    const before = build([
      ['a', 1],
      ['b', 2],
    ]);
    const added = before.with('c', 3);
    const changed = added.with('a', 9);
    const removed = changed.without('b');
    expect(sorted(removed)).toEqual([
      ['a', 9],
      ['c', 3],
    ]);
    expect(removed.size).toBe(2);
    expect(sorted(before)).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(added.get('a')).toBe(1);
    expect(changed.has('b')).toBe(true);
    expect(before.has('c')).toBe(false);
    expect(removed.without('zz')).toBe(removed);
  });

  it('given a fold of 1000 new keys, when each version adds to the newest, then all versions share one log (no copy)', () => {
    const versions = [PersistentMap.empty<number>()];
    for (let n = 0; n < 1000; n += 1)
      versions.push((versions.at(-1) as PersistentMap<number>).with(`k${n}`, n));
    const newest = versions.at(-1) as PersistentMap<number>;
    expect(versions.every((version) => version.sharesLogWith(newest))).toBe(true);
    expect(newest.size).toBe(1000);
    expect(versions[500]?.has('k499')).toBe(true);
    expect(versions[500]?.has('k500')).toBe(false);
  });

  it('given a fold that rewrites 10 keys 5000 times, then the log is rewritten only now and then (at most once per 64 changes)', () => {
    const versions = [PersistentMap.empty<number>()];
    for (let n = 0; n < 5000; n += 1)
      versions.push((versions.at(-1) as PersistentMap<number>).with(`k${n % 10}`, n));
    const copies = versions
      .slice(1)
      .filter((version, index) => !version.sharesLogWith(versions[index] as never));
    expect(copies.length).toBeLessThanOrEqual(5000 / 64);
    expect(sorted(versions.at(-1) as PersistentMap<number>)).toEqual(
      Array.from({ length: 10 }, (_, key) => [`k${key}`, 4990 + key]),
    );
    expect(versions[15]?.get('k3')).toBe(13);
  });

  it('given an older version, when the same changes are folded onto it again, then they share the log; a different change copies', () => {
    const cached = build([['a', 1]]);
    const decided = cached.with('b', 2).without('a');
    const replayed = cached.with('b', 2).without('a');
    expect(replayed.sharesLogWith(decided)).toBe(true);
    expect(sorted(replayed)).toEqual([['b', 2]]);

    const other = cached.with('x', 9);
    expect(other.sharesLogWith(decided)).toBe(false);
    expect(sorted(other)).toEqual([
      ['a', 1],
      ['x', 9],
    ]);
    expect(decided.has('x')).toBe(false);
    expect(sorted(cached)).toEqual([['a', 1]]);
  });

  it('given random changes to random versions, then every version reads exactly as a copied Map would', () => {
    // A fixed-seed generator (mulberry32): the same operations on every run.
    let seed = 26;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const versions: Array<{ map: PersistentMap<number>; model: Map<string, number> }> = [
      { map: PersistentMap.empty(), model: new Map() },
    ];
    for (let step = 0; step < 3000; step += 1) {
      // Mostly the newest version (a fold), sometimes an older one (a cached state, a retried decision).
      const from = random() < 0.8 ? versions.length - 1 : Math.floor(random() * versions.length);
      const base = versions[from] as (typeof versions)[number];
      const key = `k${Math.floor(random() * 100)}`;
      const model = new Map(base.model);
      if (random() < 0.2) {
        model.delete(key);
        versions.push({ map: base.map.without(key), model });
      } else {
        const value = Math.floor(random() * 3);
        versions.push({ map: base.map.with(key, value), model: model.set(key, value) });
      }
    }
    const keys = Array.from({ length: 100 }, (_, n) => `k${n}`);
    const mismatches = versions.flatMap(({ map, model }, index) => {
      const same =
        map.size === model.size &&
        keys.every((key) => map.get(key) === model.get(key) && map.has(key) === model.has(key)) &&
        [...map.entries()].every(([key, value]) => model.get(key) === value);
      return same ? [] : [index];
    });
    expect(mismatches).toEqual([]);
  });
});
