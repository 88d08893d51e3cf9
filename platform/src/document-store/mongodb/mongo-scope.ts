import type { AnyBulkWriteOperation, Document } from 'mongodb';
import type {
  Collection,
  Filter,
  FindOptions,
  IndexSpec,
  StoredDocument,
  WriteBatch,
  WriteOperation,
} from '../port.js';
import { filterToMongo, sortToMongo } from './filter-to-mongo.js';
import { isDuplicateId, isDuplicateKeyOnId, type MongoDatabase } from './mongo-database.js';

/** Which physical collections and checkpoint rows a view of the store (live, or one generation) works on. */
export type ScopeRouting = {
  forRead(logical: string): Promise<string | undefined>;
  forWrite(logical: string): Promise<string>;
  /** The collection applyBatch writes into; may refuse collections outside the scope. */
  forBatch(logical: string): Promise<string>;
  checkpointKey(name: string): string;
  assertUsable(): void;
};

/** Tombstones keep only _id, the delete's position and this flag. */
const TOMBSTONE = '_deleted';
const LIVE = { [TOMBSTONE]: { $exists: false } };
const HIDDEN = { projection: { _id: 0 } };

const guarded = (id: string, position: number): Document => ({
  _id: id,
  $or: [{ _position: { $lt: position } }, { _position: { $exists: false } }],
});

/** A write of one document (an upsert or a delete). */
export type DocumentWrite = Exclude<WriteOperation, { kind: 'deleteMany' }>;
type DeleteMany = Extract<WriteOperation, { kind: 'deleteMany' }>;

/** A write as MongoDB stores it: the document under _id with its position, or a tombstone. */
export const toStored = (operation: DocumentWrite): Document =>
  operation.kind === 'upsert'
    ? { ...operation.doc, _id: operation.doc.id, _position: operation.position }
    : { _id: operation.id, _position: operation.position, [TOMBSTONE]: true };

/**
 * Per document, only the newest write of a batch matters (the guard would ignore the others anyway); keeping one
 * write per document lets the batch run unordered without two upserts of one new document racing each other.
 */
const newestPerDocument = (operations: DocumentWrite[]): DocumentWrite[] => {
  const newest = new Map<string, DocumentWrite>();
  for (const operation of operations) {
    const key = `${operation.collection}\u0000${operation.kind === 'upsert' ? operation.doc.id : operation.id}`;
    const kept = newest.get(key);
    if (!kept || operation.position > kept.position) newest.set(key, operation);
  }
  return [...newest.values()];
};

class MongoCollection<T extends StoredDocument> implements Collection<T> {
  constructor(
    private readonly database: MongoDatabase,
    private readonly logical: string,
    private readonly routing: ScopeRouting,
  ) {}

  async get(id: string): Promise<T | null> {
    const physical = await this.read();
    if (!physical) return null;
    return (await this.database.db
      .collection(physical)
      .findOne({ _id: id as never, ...LIVE }, HIDDEN)) as T | null;
  }

  async find(filter?: Filter, options: FindOptions = {}): Promise<T[]> {
    const query = filterToMongo(filter);
    const sort = sortToMongo(options);
    const physical = await this.read();
    if (!physical) return [];
    let cursor = this.database.db
      .collection(physical)
      .find({ $and: [LIVE, query] }, HIDDEN)
      .sort(sort)
      .skip(Math.max(0, Math.trunc(options.skip ?? 0)));
    if (options.limit !== undefined) {
      const limit = Math.max(0, Math.trunc(options.limit));
      if (limit === 0) return [];
      cursor = cursor.limit(limit);
    }
    return (await cursor.toArray()) as unknown as T[];
  }

  async count(filter?: Filter): Promise<number> {
    const query = filterToMongo(filter);
    const physical = await this.read();
    if (!physical) return 0;
    return this.database.db.collection(physical).countDocuments({ $and: [LIVE, query] });
  }

  /** No position guard: the document is stored as given. */
  async upsert(doc: T): Promise<void> {
    this.routing.assertUsable();
    const physical = await this.routing.forWrite(this.logical);
    await this.database.db
      .collection(physical)
      .replaceOne({ _id: doc.id as never }, { ...doc, _id: doc.id }, { upsert: true });
  }

  /** Removes the document entirely (no tombstone): tooling only, projections delete through applyBatch. */
  async delete(id: string): Promise<void> {
    this.routing.assertUsable();
    const physical = await this.routing.forRead(this.logical);
    if (physical) await this.database.db.collection(physical).deleteOne({ _id: id as never });
  }

  /** One deleteMany (no tombstones): tooling only, projections delete through applyBatch. */
  async deleteMany(filter: Filter): Promise<number> {
    const query = filterToMongo(filter);
    const physical = await this.read();
    if (!physical) return 0;
    const result = await this.database.db.collection(physical).deleteMany({ $and: [LIVE, query] });
    return result.deletedCount;
  }

  private read(): Promise<string | undefined> {
    this.routing.assertUsable();
    return this.routing.forRead(this.logical);
  }
}

/** The DocumentStore operations shared by the live store and a generation. */
export class MongoScope {
  constructor(
    protected readonly database: MongoDatabase,
    private readonly routing: ScopeRouting,
  ) {}

  collection<T extends StoredDocument = StoredDocument>(name: string): Collection<T> {
    this.routing.assertUsable();
    return new MongoCollection<T>(this.database, name, this.routing);
  }

  /**
   * Idempotent rather than atomic: every write is guarded by the document's position (replaceOne on
   * {_id, older position} with upsert; a newer stored document makes the upsert collide on _id, which means
   * "ignored"), then the checkpoint moves by compare-and-set. A crash in between replays the batch harmlessly.
   */
  async applyBatch(batch: WriteBatch): Promise<void> {
    this.routing.assertUsable();
    // A deleteMany splits the batch: the writes listed before it, then it, then the writes after it.
    let writes: DocumentWrite[] = [];
    for (const operation of batch.operations) {
      if (operation.kind !== 'deleteMany') {
        writes.push(operation);
        continue;
      }
      await this.writeDocuments(writes);
      writes = [];
      await this.deleteOlderMatches(operation);
    }
    await this.writeDocuments(writes);
    await this.database.advanceCheckpoint(
      this.routing.checkpointKey(batch.checkpoint.name),
      batch.checkpoint.position,
    );
  }

  async getCheckpoint(name: string): Promise<number> {
    this.routing.assertUsable();
    return this.database.getCheckpoint(this.routing.checkpointKey(name));
  }

  /** Indexes are recorded per logical collection, so fresh generations get them too. */
  async ensureIndexes(collection: string, indexes: IndexSpec[]): Promise<void> {
    this.routing.assertUsable();
    const physical = await this.routing.forWrite(collection);
    for (const spec of indexes) {
      await this.database.recordIndex(collection, spec);
      await this.database.createIndex(physical, spec);
    }
  }

  private async writeDocuments(writes: DocumentWrite[]): Promise<void> {
    const byCollection = new Map<string, DocumentWrite[]>();
    for (const operation of newestPerDocument(writes)) {
      const physical = await this.routing.forBatch(operation.collection);
      byCollection.set(physical, [...(byCollection.get(physical) ?? []), operation]);
    }
    for (const [physical, operations] of byCollection) await this.writeGuarded(physical, operations);
  }

  /** One deleteMany over the live documents matching the filter that are older than the operation. */
  private async deleteOlderMatches(operation: DeleteMany): Promise<void> {
    const physical = await this.routing.forBatch(operation.collection);
    await this.database.db.collection(physical).deleteMany({
      $and: [LIVE, filterToMongo(operation.filter), { _position: { $lt: operation.position } }],
    });
  }

  private async writeGuarded(physical: string, operations: DocumentWrite[]): Promise<void> {
    const collection = this.database.db.collection(physical);
    const toReplace = (operation: DocumentWrite): AnyBulkWriteOperation => ({
      replaceOne: {
        filter: guarded(operation.kind === 'upsert' ? operation.doc.id : operation.id, operation.position),
        replacement: toStored(operation),
        upsert: true,
      },
    });
    let collided: DocumentWrite[] = [];
    try {
      await collection.bulkWrite(operations.map(toReplace), { ordered: false });
    } catch (error) {
      const writeErrors = (error as { writeErrors?: Array<{ index: number; err?: unknown } & object> })
        .writeErrors;
      if (!writeErrors) throw error;
      const list = Array.isArray(writeErrors) ? writeErrors : [writeErrors];
      const other = list.find((writeError) => !isDuplicateIdWriteError(writeError));
      if (other) throw error;
      collided = list.map((writeError) => operations[writeError.index] as DocumentWrite);
    }
    // A collision on _id means the document existed when the guard did not match. Usually it is newer (ignore);
    // it may also have been created concurrently, so each is tried once more against the now-existing document.
    for (const operation of collided) {
      const { replaceOne } = toReplace(operation) as {
        replaceOne: { filter: Document; replacement: Document };
      };
      try {
        await collection.replaceOne(replaceOne.filter, replaceOne.replacement, { upsert: true });
      } catch (error) {
        if (!isDuplicateId(error)) throw error;
      }
    }
  }
}

const isDuplicateIdWriteError = (writeError: object): boolean => {
  const { code, errmsg, err } = writeError as {
    code?: number;
    errmsg?: string;
    err?: { keyPattern?: Document };
  };
  return isDuplicateKeyOnId(code, err?.keyPattern, errmsg);
};
