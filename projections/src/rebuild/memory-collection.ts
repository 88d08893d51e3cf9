import type { Filter, FindOptions, StoredDocument, WriteOperation } from '@exam/platform';
import { matchesFilter, pageDocuments } from '../runner/document-filter.js';

type Doc = StoredDocument & Record<string, unknown>;

/** A deleted document's last position: kept so that an older write cannot bring it back. */
class Tombstone {
  constructor(readonly position: number) {}
}

/** Scalars are keyed by value and kind; anything else (arrays, objects) cannot be looked up by key. */
const scalarKey = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return 'n:';
  const kind = typeof value;
  return kind === 'string' || kind === 'number' || kind === 'boolean' ? `${kind[0]}:${value}` : undefined;
};

/**
 * Candidates for equality filters on the same fields: ids by their fields' values, plus the documents whose
 * values cannot be keyed (an array field matches by element), which are always candidates. Every candidate is
 * checked with matchesFilter, so the answer is exact whatever the index holds.
 */
class EqualityIndex {
  private readonly byKey = new Map<string, Set<string>>();
  private readonly unkeyed = new Set<string>();
  private readonly keyOfId = new Map<string, string | undefined>();

  constructor(private readonly fields: readonly string[]) {}

  keyOf(values: (field: string) => unknown): string | undefined {
    let key = '';
    for (const field of this.fields) {
      const part = scalarKey(values(field));
      if (part === undefined) return undefined;
      key += `${part}\u0000`;
    }
    return key;
  }

  update(id: string, doc: Doc | null): void {
    const key = doc ? this.keyOf((field) => doc[field]) : undefined;
    const indexed = this.keyOfId.has(id);
    const previous = this.keyOfId.get(id);
    // Most writes change a document but not the fields it is indexed by.
    if (doc && indexed && key === previous) return;
    if (indexed) {
      if (previous === undefined) this.unkeyed.delete(id);
      else this.byKey.get(previous)?.delete(id);
      this.keyOfId.delete(id);
    }
    if (!doc) return;
    this.keyOfId.set(id, key);
    if (key === undefined) this.unkeyed.add(id);
    else {
      const ids = this.byKey.get(key);
      if (ids) ids.add(id);
      else this.byKey.set(key, new Set([id]));
    }
  }

  candidates(key: string): string[] {
    return [...(this.byKey.get(key) ?? []), ...this.unkeyed];
  }
}

/**
 * One collection of a rebuild, wholly in memory: the projections read and write plain objects, and each
 * document is written to the store once, at the end. Plain equality finds (the projections'
 * "every record of this learner and set") use an index built at the first such find and kept up to date.
 */
export class MemoryCollection {
  /** Each document (carrying its `_position`) or its tombstone; everything here is written at the end. */
  private readonly entries = new Map<string, Doc | Tombstone>();
  private readonly indexes = new Map<string, EqualityIndex>();
  private live = 0;

  constructor(readonly name: string) {}

  /** Documents held (tombstones not counted). */
  get size(): number {
    return this.live;
  }

  get(id: string): Doc | null {
    const entry = this.entries.get(id);
    return entry === undefined || entry instanceof Tombstone ? null : entry;
  }

  /**
   * Writes the document (null: deletes it) unless the write is not newer than its last change (the store's
   * position guard). Returns whether it was written.
   */
  write(id: string, doc: Doc | null, position: number): boolean {
    const previous = this.entries.get(id);
    if (previous !== undefined) {
      const last = previous instanceof Tombstone ? previous.position : (previous._position ?? 0);
      if (last >= position) return false;
    }
    const wasLive = previous !== undefined && !(previous instanceof Tombstone);
    this.live += (doc ? 1 : 0) - (wasLive ? 1 : 0);
    this.entries.set(id, doc ?? new Tombstone(position));
    for (const index of this.indexes.values()) index.update(id, doc);
    return true;
  }

  find(filter: Filter = {}, options?: FindOptions): Doc[] {
    const docs: Doc[] = [];
    for (const id of this.candidateIds(filter)) {
      const doc = this.get(id);
      if (doc && matchesFilter(doc, filter)) docs.push(doc);
    }
    return pageDocuments(docs, options);
  }

  /** Every document and tombstone as one write each, in the order first written. */
  operations(): WriteOperation[] {
    const operations: WriteOperation[] = [];
    for (const [id, entry] of this.entries) {
      operations.push(
        entry instanceof Tombstone
          ? { kind: 'delete', collection: this.name, id, position: entry.position }
          : { kind: 'upsert', collection: this.name, doc: entry, position: entry._position ?? 0 },
      );
    }
    return operations;
  }

  /** Every document's id (tombstones not included). */
  *ids(): Iterable<string> {
    for (const [id, entry] of this.entries) if (!(entry instanceof Tombstone)) yield id;
  }

  private candidateIds(filter: Filter): Iterable<string> {
    const fields = Object.keys(filter).filter((field) => filter[field] !== undefined);
    const plain = fields.length > 0 && fields.every((field) => field !== '$or' && !field.includes('.'));
    const key = plain ? fields.sort().join('\u0000') : undefined;
    if (key === undefined) return this.entries.keys();
    let index = this.indexes.get(key);
    if (!index) {
      index = new EqualityIndex(fields);
      for (const id of this.entries.keys()) index.update(id, this.get(id));
      this.indexes.set(key, index);
    }
    const lookup = index.keyOf((field) => filter[field]);
    // A condition object ($in, $gt...) has no key: every document is a candidate.
    return lookup === undefined ? this.entries.keys() : index.candidates(lookup);
  }
}
