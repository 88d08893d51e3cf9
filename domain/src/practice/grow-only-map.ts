/** The entries every version of one fold shares, in the order they were added. */
type Log<V> = { readonly values: Map<string, { value: V; seq: number }>; readonly keys: string[] };

/**
 * A persistent map that only grows (keys are added, never removed), for a fold's state: adding to the newest version
 * is O(1), so folding k events costs O(k) instead of the O(k²) of copying a Map per event.
 *
 * How: every version of one fold shares one log of entries; a version sees the entries of its first `size` additions.
 * Adding to the newest version appends to the log in place (older versions do not see it: their `size` is smaller).
 * Adding to an older version the very entry the log holds next (the same events folded again from the same state,
 * as a decider that folds its own events and the handler that folds them once appended do) shares the log too.
 * Adding anything else to an older version, or a key it already has, copies its visible entries first: older
 * versions never change, so a state kept in a cache stays exactly as it was.
 */
export class GrowOnlyMap<V> {
  private constructor(
    private readonly log: Log<V>,
    /** How many of the log's entries this version sees. */
    readonly size: number,
  ) {}

  static empty<V>(): GrowOnlyMap<V> {
    return new GrowOnlyMap<V>({ values: new Map(), keys: [] }, 0);
  }

  get(key: string): V | undefined {
    const entry = this.log.values.get(key);
    return entry !== undefined && entry.seq < this.size ? entry.value : undefined;
  }

  has(key: string): boolean {
    const entry = this.log.values.get(key);
    return entry !== undefined && entry.seq < this.size;
  }

  /** This map with `key` set to `value`; this version is left unchanged. */
  with(key: string, value: V): GrowOnlyMap<V> {
    const { log, size } = this;
    if (!this.has(key)) {
      if (log.keys.length === size) {
        log.values.set(key, { value, seq: size });
        log.keys.push(key);
        return new GrowOnlyMap(log, size + 1);
      }
      if (log.keys[size] === key && Object.is(log.values.get(key)?.value, value))
        return new GrowOnlyMap(log, size + 1);
    }
    const copy: Log<V> = { values: new Map(), keys: [] };
    for (const visible of log.keys.slice(0, size)) {
      copy.values.set(visible, {
        value: (log.values.get(visible) as { value: V }).value,
        seq: copy.keys.length,
      });
      copy.keys.push(visible);
    }
    const replaced = copy.values.get(key);
    if (replaced) replaced.value = value;
    else {
      copy.values.set(key, { value, seq: copy.keys.length });
      copy.keys.push(key);
    }
    return new GrowOnlyMap(copy, copy.keys.length);
  }

  /** Whether both versions read one shared log (no copy was made between them): for tests and diagnostics. */
  sharesEntriesWith(other: GrowOnlyMap<V>): boolean {
    return this.log === other.log;
  }

  /** The visible entries, in the order they were first added. */
  *entries(): IterableIterator<[string, V]> {
    for (const key of this.log.keys.slice(0, this.size))
      yield [key, (this.log.values.get(key) as { value: V }).value];
  }
}
