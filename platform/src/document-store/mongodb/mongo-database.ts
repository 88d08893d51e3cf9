import { randomBytes } from 'node:crypto';
import { type Db, type Document, MongoServerError } from 'mongodb';
import type { IndexSpec } from '../port.js';

const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

export const assertCollectionName = (name: string): void => {
  if (!COLLECTION_NAME.test(name))
    throw new Error(`Invalid collection name "${name}": use letters, digits and _`);
};

export const newGenerationToken = (): string => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
export const physicalCollectionName = (logical: string, token: string): string => `${logical}__g${token}`;

/** E11000 on the primary key (not on a unique index of ours). Older servers only name the index in the message. */
export const isDuplicateKeyOnId = (
  code: unknown,
  keyPattern: Document | undefined,
  message: unknown,
): boolean => {
  if (code !== 11000) return false;
  if (keyPattern) return Object.keys(keyPattern).join() === '_id';
  return typeof message === 'string' && /index: _id_ /.test(message);
};

/** An upsert whose guard did not match ran into the existing document. */
export const isDuplicateId = (error: unknown): boolean =>
  error instanceof MongoServerError &&
  isDuplicateKeyOnId(error.code, error.keyPattern as Document | undefined, error.message);

type GenerationRow = { _id: string; physical: string };
type CheckpointRow = { _id: string; position: number };
type IndexRow = { _id: string; logical: string; fields: string[]; unique: boolean };

/**
 * The bookkeeping collections of a MongoDB document store: `generations` (logical collection -> physical
 * collection), `checkpoints`, and the recorded index specs (so a rebuild's fresh collections get them too).
 * Nothing is cached, so a promote made by another process is seen by the next call.
 */
export class MongoDatabase {
  constructor(readonly db: Db) {}

  private get generations() {
    return this.db.collection<GenerationRow>('generations');
  }
  private get checkpoints() {
    return this.db.collection<CheckpointRow>('checkpoints');
  }
  private get indexes() {
    return this.db.collection<IndexRow>('collection_indexes');
  }

  async liveCollection(logical: string): Promise<string | undefined> {
    assertCollectionName(logical);
    return (await this.generations.findOne({ _id: logical }))?.physical;
  }

  /** The live collection, created (with the recorded indexes) on first write. Safe against a racing creator. */
  async liveCollectionForWrite(logical: string): Promise<string> {
    const existing = await this.liveCollection(logical);
    if (existing) return existing;
    const fresh = physicalCollectionName(logical, '0');
    await this.createCollection(logical, fresh);
    await this.generations
      .updateOne({ _id: logical }, { $setOnInsert: { physical: fresh } }, { upsert: true })
      .catch((error: unknown) => {
        if (!isDuplicateId(error)) throw error;
      });
    return (await this.liveCollection(logical)) ?? fresh;
  }

  async setLiveCollection(logical: string, physical: string): Promise<void> {
    await this.generations.updateOne({ _id: logical }, { $set: { physical } }, { upsert: true });
  }

  /** Creates the physical collection's recorded indexes (MongoDB creates the collection itself on demand). */
  async createCollection(logical: string, physical: string): Promise<void> {
    for (const index of await this.indexes.find({ logical }).toArray())
      await this.createIndex(physical, { fields: index.fields, unique: index.unique });
  }

  async recordIndex(logical: string, spec: IndexSpec): Promise<void> {
    const unique = spec.unique === true;
    await this.indexes.updateOne(
      { _id: `${logical}|${spec.fields.join(',')}|${unique ? 'u' : 'i'}` },
      { $set: { logical, fields: spec.fields, unique } },
      { upsert: true },
    );
  }

  /**
   * A unique index only covers documents that have every indexed field: tombstones and documents without the
   * field do not collide (as SQLite's NULLs in a unique index do not).
   */
  async createIndex(physical: string, spec: IndexSpec): Promise<void> {
    const keys = Object.fromEntries(spec.fields.map((field) => [field === 'id' ? '_id' : field, 1 as const]));
    const name = `${spec.unique ? 'u' : 'i'}__${spec.fields.join('__')}`;
    await this.db.collection(physical).createIndex(keys, {
      name,
      ...(spec.unique
        ? {
            unique: true,
            partialFilterExpression: Object.fromEntries(
              spec.fields.map((field) => [field, { $exists: true }]),
            ),
          }
        : {}),
    });
  }

  async dropCollection(physical: string): Promise<void> {
    await this.db
      .collection(physical)
      .drop()
      .catch((error: unknown) => {
        // NamespaceNotFound: never written, nothing to drop.
        if (!(error instanceof MongoServerError && error.code === 26)) throw error;
      });
  }

  async getCheckpoint(name: string): Promise<number> {
    return (await this.checkpoints.findOne({ _id: name }))?.position ?? 0;
  }

  /** Compare-and-set: moves forward only; an older or equal position finds no row to update and its insert collides. */
  async advanceCheckpoint(name: string, position: number): Promise<void> {
    try {
      await this.checkpoints.updateOne(
        { _id: name, position: { $lt: position } },
        { $set: { position } },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateId(error)) throw error;
    }
  }

  async setCheckpoint(name: string, position: number): Promise<void> {
    await this.checkpoints.updateOne({ _id: name }, { $set: { position } }, { upsert: true });
  }

  async deleteCheckpoint(name: string): Promise<void> {
    await this.checkpoints.deleteOne({ _id: name });
  }
}
