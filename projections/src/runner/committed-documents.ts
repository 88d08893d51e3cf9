import type { StoredDocument } from '@exam/platform';

type Doc = StoredDocument & Record<string, unknown>;

/**
 * The committed documents a live runner has read or written since it started, per collection its group owns
 * (least recently used evicted first). Why: every batch used to read the same documents from the store again
 * (a learner's progress, the question of a wrong answer, the set), one SQLite transaction and JSON.parse each.
 * It is exact because the group is the only writer of its collections and applies events in log order; the
 * runner clears it whenever it starts, stops or fails (a rebuild swaps collections only while it is stopped).
 * Entries are frozen documents (deepFreeze), shared with the batches that read them.
 */
export class CommittedDocuments {
  private readonly entries = new Map<string, Doc | null>();
  private readonly owned: ReadonlySet<string>;

  constructor(
    collections: Iterable<string>,
    readonly maxDocuments: number,
  ) {
    this.owned = new Set(collections);
  }

  /** The committed document (null: none), or undefined when unknown (or not a collection of the group). */
  get(collection: string, id: string): Doc | null | undefined {
    const key = this.keyOf(collection, id);
    const doc = this.entries.get(key);
    if (doc === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, doc);
    return doc;
  }

  /** Records what the store holds (after a read) or now holds (after a commit). */
  set(collection: string, id: string, doc: Doc | null): void {
    if (!this.owned.has(collection) || this.maxDocuments <= 0) return;
    const key = this.keyOf(collection, id);
    this.entries.delete(key);
    this.entries.set(key, doc);
    if (this.entries.size > this.maxDocuments)
      this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Forgets the remembered documents of a collection that match (a deleteMany removed them from the store). */
  forgetMatching(collection: string, matches: (doc: Doc) => boolean): void {
    if (!this.owned.has(collection)) return;
    const prefix = this.keyOf(collection, '');
    for (const [key, doc] of this.entries)
      if (doc && key.startsWith(prefix) && matches(doc)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  protected keyOf(collection: string, id: string): string {
    return `${collection}\u0000${id}`;
  }
}
