import type { StoredDocument } from '@exam/platform';

type Doc = StoredDocument & Record<string, unknown>;

/** One remembered document, in its collection's map and in the order of use. */
type Entry = { id: string; doc: Doc | null; used: number; owner: Map<string, Entry> };

/**
 * The committed documents a live runner has read or written since it started, per collection its group owns
 * (least recently used evicted first). Why: every batch used to read the same documents from the store again
 * (a learner's progress, the question of a wrong answer, the set), one SQLite transaction and JSON.parse each.
 * It is exact because the group is the only writer of its collections and applies events in log order; the
 * runner clears it whenever it starts, stops or fails (a rebuild swaps collections only while it is stopped).
 * Entries are frozen documents (deepFreeze), shared with the batches that read them.
 *
 * A map per collection (no key built per lookup), and a read moves an entry up the order of use only once it
 * has aged by a quarter of the capacity: the projections' hottest path (several reads per event) then costs
 * one map lookup, and eviction is still least recently used within that quarter.
 */
export class CommittedDocuments {
  private readonly collections = new Map<string, Map<string, Entry>>();
  private readonly byUse = new Set<Entry>();
  private clock = 0;

  constructor(
    collections: Iterable<string>,
    readonly maxDocuments: number,
  ) {
    for (const collection of collections) this.collections.set(collection, new Map());
  }

  /** The committed document (null: none), or undefined when unknown (or not a collection of the group). */
  get(collection: string, id: string): Doc | null | undefined {
    const entry = this.collections.get(collection)?.get(id);
    if (!entry) return undefined;
    this.clock += 1;
    if (this.clock - entry.used > this.maxDocuments / 4) this.touch(entry);
    return entry.doc;
  }

  /** Records what the store holds (after a read) or now holds (after a commit). */
  set(collection: string, id: string, doc: Doc | null): void {
    const owner = this.collections.get(collection);
    if (!owner || this.maxDocuments <= 0) return;
    this.clock += 1;
    const known = owner.get(id);
    if (known) {
      known.doc = doc;
      this.touch(known);
      return;
    }
    const entry: Entry = { id, doc, used: this.clock, owner };
    owner.set(id, entry);
    this.byUse.add(entry);
    if (this.byUse.size > this.maxDocuments) {
      const oldest = this.byUse.values().next().value as Entry;
      this.byUse.delete(oldest);
      oldest.owner.delete(oldest.id);
    }
  }

  /** Forgets the remembered documents of a collection that match (a deleteMany removed them from the store). */
  forgetMatching(collection: string, matches: (doc: Doc) => boolean): void {
    const owner = this.collections.get(collection);
    if (!owner) return;
    for (const [id, entry] of owner)
      if (entry.doc && matches(entry.doc)) {
        owner.delete(id);
        this.byUse.delete(entry);
      }
  }

  clear(): void {
    for (const owner of this.collections.values()) owner.clear();
    this.byUse.clear();
  }

  get size(): number {
    return this.byUse.size;
  }

  private touch(entry: Entry): void {
    entry.used = this.clock;
    this.byUse.delete(entry);
    this.byUse.add(entry);
  }
}
