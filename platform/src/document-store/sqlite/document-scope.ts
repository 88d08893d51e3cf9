import type { Collection, IndexSpec, StoredDocument, WriteBatch } from '../port.js';
import { type TableWriter, tableWriter } from './apply-writes.js';
import type { DocumentDatabase } from './document-database.js';
import { SqliteCollection, type TableResolver } from './sqlite-collection.js';

/** Which physical tables and checkpoint rows a view of the store (live, or one generation) works on. */
export type ScopeRouting = {
  table(logical: string): TableResolver;
  /** The table applyBatch writes into (inside the transaction); may refuse collections outside the scope. */
  tableForBatch(logical: string): string;
  checkpointKey(name: string): string;
  assertUsable(): void;
};

/** The DocumentStore operations shared by the live store and a generation. */
export class DocumentScope {
  constructor(
    protected readonly database: DocumentDatabase,
    private readonly routing: ScopeRouting,
  ) {}

  collection<T extends StoredDocument = StoredDocument>(name: string): Collection<T> {
    this.routing.assertUsable();
    const table = this.routing.table(name);
    const { assertUsable } = this.routing;
    return new SqliteCollection<T>(
      this.database,
      {
        forRead: () => {
          assertUsable();
          return table.forRead();
        },
        forWrite: () => {
          assertUsable();
          return table.forWrite();
        },
      },
      () => this.beforeQuery(name),
    );
  }

  /** Called before a query by filter on a collection (a generation builds deferred indexes here). */
  protected beforeQuery(_collection: string): void {}

  /** One IMMEDIATE transaction: every write (position-guarded) and the checkpoint commit together or not at all. */
  async applyBatch(batch: WriteBatch): Promise<void> {
    this.routing.assertUsable();
    this.database.db
      .transaction(() => {
        // The live table of a collection cannot change while this transaction holds the write lock.
        const writers = new Map<string, TableWriter>();
        for (const operation of batch.operations) {
          let write = writers.get(operation.collection);
          if (!write) {
            write = tableWriter(this.database, this.routing.tableForBatch(operation.collection));
            writers.set(operation.collection, write);
          }
          write(operation);
        }
        this.database.advanceCheckpoint(
          this.routing.checkpointKey(batch.checkpoint.name),
          batch.checkpoint.position,
        );
      })
      .immediate();
  }

  async getCheckpoint(name: string): Promise<number> {
    this.routing.assertUsable();
    return this.database.getCheckpoint(this.routing.checkpointKey(name));
  }

  /** Indexes are recorded per logical collection, so fresh generations get them too. */
  async ensureIndexes(collection: string, indexes: IndexSpec[]): Promise<void> {
    this.routing.assertUsable();
    this.database.db
      .transaction(() => {
        const physical = this.routing.table(collection).forWrite();
        for (const spec of indexes) {
          this.database.recordIndex(collection, spec);
          this.database.createIndex(physical, spec);
        }
      })
      .immediate();
  }
}
