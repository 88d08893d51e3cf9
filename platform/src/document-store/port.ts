/**
 * The DocumentStore port: read models as JSON documents. The SQLite and MongoDB adapters implement the same
 * filter language; one contract suite (document-store.contract.ts) proves they agree.
 */

export type Primitive = string | number | boolean | null;

export type FieldCondition = {
  $eq?: Primitive;
  $ne?: Primitive;
  $in?: Primitive[];
  $nin?: Primitive[];
  $gt?: string | number;
  $gte?: string | number;
  $lt?: string | number;
  $lte?: string | number;
  $exists?: boolean;
  /** Case-insensitive substring match on a string field. */
  $contains?: string;
};

/**
 * Keys are field paths (dot notation for nested fields). A plain value means equality; for an array field,
 * equality and $in match when any element matches (as MongoDB does). `$or` takes alternatives.
 */
export type Filter = {
  [field: string]: Primitive | FieldCondition | Filter[] | undefined;
  $or?: Filter[];
};

export type SortSpec = Array<[field: string, direction: 1 | -1]>;

export type FindOptions = { sort?: SortSpec; limit?: number; skip?: number };

/** Every stored document has an id and the global position of the last event applied to it. */
export type StoredDocument = { id: string; _position?: number };

export type IndexSpec = { fields: string[]; unique?: boolean };

export interface Collection<T extends StoredDocument = StoredDocument> {
  get(id: string): Promise<T | null>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  /** Plain write without a position guard (for tooling; projections use applyBatch). */
  upsert(doc: T): Promise<void>;
  delete(id: string): Promise<void>;
  /** Plain removal of every matching document in one filtered delete (tooling); returns how many went. */
  deleteMany(filter: Filter): Promise<number>;
}

export type WriteOperation =
  | {
      kind: 'upsert';
      collection: string;
      doc: StoredDocument & Record<string, unknown>;
      position: number;
      /** The document already serialised with `_position` (a store may write it as is). */
      json?: string;
    }
  | { kind: 'delete'; collection: string; id: string; position: number }
  /**
   * Removes every document matching the filter whose position is older than this one, in one filtered delete
   * (SQLite: one DELETE ... WHERE; MongoDB: deleteMany). It leaves no tombstones: a batch applies its
   * operations in order, so a write of the same batch listed after it survives and one listed before it goes.
   */
  | { kind: 'deleteMany'; collection: string; filter: Filter; position: number };

export type WriteBatch = {
  operations: WriteOperation[];
  /** Checkpoint stored with the batch: in SQLite in the same transaction, in MongoDB by compare-and-set. */
  checkpoint: { name: string; position: number };
};

export interface DocumentStore {
  collection<T extends StoredDocument = StoredDocument>(name: string): Collection<T>;
  /**
   * Atomically (SQLite) or idempotently (MongoDB) apply the writes and move the checkpoint.
   * Per-document guard: a write whose position is <= the stored document's position is ignored; a delete
   * leaves a tombstone position so a late older upsert cannot resurrect the document.
   */
  applyBatch(batch: WriteBatch): Promise<void>;
  getCheckpoint(name: string): Promise<number>;
  ensureIndexes(collection: string, indexes: IndexSpec[]): Promise<void>;
  /**
   * A store over fresh physical collections (a new generation) for a rebuild; `promote` swaps them in
   * atomically for the given logical collections and the checkpoint, then drops the old ones.
   */
  createGeneration(collections: string[], checkpointName: string): Promise<GenerationStore>;
  close(): Promise<void>;
}

export interface GenerationStore extends Omit<DocumentStore, 'createGeneration' | 'close'> {
  /**
   * Writes documents this generation does not hold yet, in bulk and without the position guard (a rebuild's
   * fold, each document written once), and moves the checkpoint. A document it already holds makes the load
   * fail, or at the latest the promote.
   */
  load(batch: WriteBatch): Promise<void>;
  promote(): Promise<void>;
  discard(): Promise<void>;
}
