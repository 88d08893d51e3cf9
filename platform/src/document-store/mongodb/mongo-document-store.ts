import { MongoClient } from 'mongodb';
import type { DocumentStore, GenerationStore } from '../port.js';
import { assertCollectionName, MongoDatabase, newGenerationToken } from './mongo-database.js';
import { MongoGenerationStore } from './mongo-generation-store.js';
import { MongoScope } from './mongo-scope.js';

export type MongoDocumentStoreOptions = {
  /** e.g. mongodb://127.0.0.1:27017/exam */
  url: string;
  /** Database name; default: the one in the URL, else 'exam'. */
  database?: string;
  /** How long to look for a server at start. Default 10 s. */
  serverSelectionTimeoutMs?: number;
};

/**
 * Read models as MongoDB documents: one physical collection per collection generation (`<name>__g<token>`,
 * mapped in `generations`), the port's filters translated to MongoDB queries, per-document position guards and
 * a compare-and-set checkpoint (no transactions needed, so a single node without a replica set works too).
 */
export class MongoDocumentStore extends MongoScope implements DocumentStore {
  private closed = false;

  private constructor(
    private readonly client: MongoClient,
    database: MongoDatabase,
  ) {
    super(database, {
      forRead: (logical) => database.liveCollection(logical),
      forWrite: (logical) => database.liveCollectionForWrite(logical),
      forBatch: (logical) => database.liveCollectionForWrite(logical),
      checkpointKey: (name) => name,
      assertUsable: () => {
        if (this.closed) throw new Error('The document store is closed');
      },
    });
  }

  /** Connects (and pings), so a wrong address fails at start with a clear message. */
  static async connect(options: MongoDocumentStoreOptions): Promise<MongoDocumentStore> {
    const client = new MongoClient(options.url, {
      serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 10_000,
    });
    try {
      await client.connect();
      const name = options.database ?? (client.options.dbName === 'test' ? 'exam' : client.options.dbName);
      const db = client.db(name);
      await db.command({ ping: 1 });
      return new MongoDocumentStore(client, new MongoDatabase(db));
    } catch (error) {
      await client.close().catch(() => {});
      throw new Error(`Could not reach MongoDB at ${options.url}: ${(error as Error).message}`);
    }
  }

  async createGeneration(collections: string[], checkpointName: string): Promise<GenerationStore> {
    if (this.closed) throw new Error('The document store is closed');
    collections.forEach(assertCollectionName);
    return MongoGenerationStore.create(this.database, {
      token: newGenerationToken(),
      collections,
      checkpointName,
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.client.close();
  }

  /** Drops the whole database (tests). */
  async dropDatabase(): Promise<void> {
    await this.database.db.dropDatabase();
  }
}

export const openMongoDocumentStore = (options: MongoDocumentStoreOptions) =>
  MongoDocumentStore.connect(options);
