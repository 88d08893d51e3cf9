import type {
  Collection,
  DocumentStore,
  Filter,
  FindOptions,
  GenerationStore,
  IndexSpec,
  StoredDocument,
  WriteBatch,
} from '@exam/platform';
import { matchesFilter, pageDocuments } from '../runner/document-filter.js';

type Doc = StoredDocument & Record<string, unknown>;

/**
 * A DocumentStore in memory, for unit tests of projections: the same guard as the port describes (a write
 * not newer than the document is ignored; a delete leaves a tombstone position). Generations are not needed
 * by the unit tests and throw.
 */
export class InMemoryDocumentStore implements DocumentStore {
  readonly documents = new Map<string, Map<string, Doc>>();
  readonly tombstones = new Map<string, Map<string, number>>();
  readonly checkpoints = new Map<string, number>();
  readonly batches: WriteBatch[] = [];

  collection<T extends StoredDocument = StoredDocument>(name: string): Collection<T> {
    const docs = () => [...(this.documents.get(name)?.values() ?? [])].map((doc) => structuredClone(doc));
    return {
      get: async (id) => structuredClone(this.documents.get(name)?.get(id) ?? null) as T | null,
      find: async (filter?: Filter, options?: FindOptions) =>
        pageDocuments(
          docs().filter((doc) => matchesFilter(doc, filter)),
          options,
        ) as unknown as T[],
      count: async (filter?: Filter) => docs().filter((doc) => matchesFilter(doc, filter)).length,
      upsert: async (doc) => {
        this.bucket(this.documents, name).set(doc.id, structuredClone(doc) as unknown as Doc);
      },
      delete: async (id) => {
        this.documents.get(name)?.delete(id);
      },
      deleteMany: async (filter: Filter) => {
        const bucket = this.documents.get(name);
        let removed = 0;
        for (const [id, doc] of bucket ?? []) {
          if (!matchesFilter(doc, filter)) continue;
          bucket?.delete(id);
          removed += 1;
        }
        return removed;
      },
    };
  }

  async applyBatch(batch: WriteBatch): Promise<void> {
    this.batches.push(structuredClone(batch));
    for (const operation of batch.operations) {
      if (operation.kind === 'deleteMany') {
        const bucket = this.documents.get(operation.collection);
        for (const [id, doc] of bucket ?? []) {
          if ((doc._position ?? 0) < operation.position && matchesFilter(doc, operation.filter))
            bucket?.delete(id);
        }
        continue;
      }
      const id = operation.kind === 'upsert' ? operation.doc.id : operation.id;
      const stored = this.documents.get(operation.collection)?.get(id);
      const last = stored?._position ?? this.tombstones.get(operation.collection)?.get(id) ?? 0;
      if (operation.position <= last) continue;
      if (operation.kind === 'upsert') {
        this.bucket(this.documents, operation.collection).set(id, {
          ...structuredClone(operation.doc),
          _position: operation.position,
        });
        this.tombstones.get(operation.collection)?.delete(id);
      } else {
        this.documents.get(operation.collection)?.delete(id);
        this.bucket(this.tombstones, operation.collection).set(id, operation.position);
      }
    }
    this.checkpoints.set(batch.checkpoint.name, batch.checkpoint.position);
  }

  async getCheckpoint(name: string): Promise<number> {
    return this.checkpoints.get(name) ?? 0;
  }

  async ensureIndexes(_collection: string, _indexes: IndexSpec[]): Promise<void> {}

  async createGeneration(): Promise<GenerationStore> {
    throw new Error('InMemoryDocumentStore has no generations');
  }

  async close(): Promise<void> {}

  /** Every document of a collection, ordered by id (for whole-store comparisons). */
  all<T>(collection: string): T[] {
    return [...(this.documents.get(collection)?.values() ?? [])]
      .sort((left, right) => (left.id < right.id ? -1 : left.id > right.id ? 1 : 0))
      .map((doc) => structuredClone(doc) as unknown as T);
  }

  private bucket<V>(map: Map<string, Map<string, V>>, name: string): Map<string, V> {
    let bucket = map.get(name);
    if (!bucket) {
      bucket = new Map();
      map.set(name, bucket);
    }
    return bucket;
  }
}
