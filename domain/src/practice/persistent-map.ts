/** A removed key, in the log. */
const ABSENT: unique symbol = Symbol('absent');
type Op<V> = { key: string; value: V | typeof ABSENT };
/** The changes every version of one fold shares, in order; `seqs` lists, per key, the changes of that key. */
type Log<V> = { readonly ops: Op<V>[]; readonly seqs: Map<string, number[]> };

/** A log whose newest version is much larger than its map is rewritten (keeps memory O(size), time O(1) amortized). */
const COMPACT_SLACK = 64;

const logOf = <V>(entries: Iterable<[string, V]>): Log<V> => {
  const log: Log<V> = { ops: [], seqs: new Map() };
  for (const [key, value] of entries) {
    log.seqs.set(key, [log.ops.length]);
    log.ops.push({ key, value });
  }
  return log;
};

/**
 * A persistent map for a fold's state (issue 26): setting or removing a key of the newest version is O(1)
 * (amortized), where copying a Map per event made a cold fold of k events O(k × size), O(k²) for a map that grows.
 *
 * How: every version of one fold shares one log of changes; a version sees the first `seq` of them. A change to the
 * newest version is appended to the log in place (older versions do not see it: their `seq` is smaller). The same
 * change applied again to an older version (the same events folded twice from one state, as a decider that folds its
 * own events and the handler that folds them once appended do) shares the log too. Any other change to an older
 * version copies its visible entries into a new log first: a version never changes, so a state kept in a cache stays
 * exactly as it was.
 */
export class PersistentMap<V> {
  private constructor(
    private readonly log: Log<V>,
    /** How many of the log's changes this version sees. */
    private readonly seq: number,
    /** How many keys this version has. */
    readonly size: number,
  ) {}

  static empty<V>(): PersistentMap<V> {
    return new PersistentMap<V>(logOf([]), 0, 0);
  }

  private lookup(key: string): V | typeof ABSENT {
    const seqs = this.log.seqs.get(key);
    if (!seqs) return ABSENT;
    // The newest version's answer is the last change; an older one looks back past the changes it does not see.
    for (let index = seqs.length - 1; index >= 0; index -= 1) {
      const seq = seqs[index] as number;
      if (seq < this.seq) return (this.log.ops[seq] as Op<V>).value;
    }
    return ABSENT;
  }

  get(key: string): V | undefined {
    const value = this.lookup(key);
    return value === ABSENT ? undefined : value;
  }

  has(key: string): boolean {
    return this.lookup(key) !== ABSENT;
  }

  /** This map with `key` set to `value`; this version is left unchanged. */
  with(key: string, value: V): PersistentMap<V> {
    return this.change(key, value);
  }

  /** This map without `key` (itself when it has no such key); this version is left unchanged. */
  without(key: string): PersistentMap<V> {
    return this.has(key) ? this.change(key, ABSENT) : this;
  }

  /** The visible entries (in no promised order). */
  *entries(): IterableIterator<[string, V]> {
    for (const key of this.log.seqs.keys()) {
      const value = this.lookup(key);
      if (value !== ABSENT) yield [key, value];
    }
  }

  /** Whether both versions read one shared log (no copy was made between them): for tests and diagnostics. */
  sharesLogWith(other: PersistentMap<V>): boolean {
    return this.log === other.log;
  }

  private change(key: string, value: V | typeof ABSENT): PersistentMap<V> {
    const had = this.has(key);
    const size = this.size - (had ? 1 : 0) + (value === ABSENT ? 0 : 1);
    const { ops } = this.log;
    if (this.seq < ops.length) {
      const next = ops[this.seq] as Op<V>;
      if (next.key === key && Object.is(next.value, value))
        return new PersistentMap(this.log, this.seq + 1, size);
    }
    const newest = this.seq === ops.length && ops.length <= 2 * this.size + COMPACT_SLACK;
    const log = newest ? this.log : logOf(this.entries());
    const seq = log.ops.length;
    log.ops.push({ key, value });
    const seqs = log.seqs.get(key);
    if (seqs) seqs.push(seq);
    else log.seqs.set(key, [seq]);
    return new PersistentMap(log, seq + 1, size);
  }
}
