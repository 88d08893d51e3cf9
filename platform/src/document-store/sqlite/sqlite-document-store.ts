import type { DocumentStore, GenerationStore } from '../port.js';
import { assertCollectionName, DocumentDatabase, newGenerationToken } from './document-database.js';
import { DocumentScope } from './document-scope.js';
import { SqliteGenerationStore } from './sqlite-generation-store.js';

export type SqliteDocumentStoreOptions = {
  /** Database file, or ':memory:' (private to this store). */
  file: string;
  /** How long a writer waits for another process's write lock. Default 5000 ms. */
  busyTimeoutMs?: number;
};

/**
 * Read models as JSON documents in SQLite: one table per collection generation, filters compiled to json_extract,
 * documents and checkpoint committed in one transaction.
 */
export class SqliteDocumentStore extends DocumentScope implements DocumentStore {
  private closed = false;

  constructor(options: SqliteDocumentStoreOptions) {
    const database = new DocumentDatabase(options.file, options.busyTimeoutMs ?? 5000);
    super(database, {
      table: (logical) => ({
        forRead: () => database.liveTable(logical),
        forWrite: () => database.liveTableForWrite(logical),
      }),
      tableForBatch: (logical) => database.liveTableForWrite(logical),
      checkpointKey: (name) => name,
      assertUsable: () => {
        if (this.closed) throw new Error('The document store is closed');
      },
    });
  }

  async createGeneration(collections: string[], checkpointName: string): Promise<GenerationStore> {
    if (this.closed) throw new Error('The document store is closed');
    collections.forEach(assertCollectionName);
    return new SqliteGenerationStore(this.database, {
      token: newGenerationToken(),
      collections,
      checkpointName,
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.database.close();
  }
}

export const openSqliteDocumentStore = async (
  options: SqliteDocumentStoreOptions,
): Promise<SqliteDocumentStore> => new SqliteDocumentStore(options);
