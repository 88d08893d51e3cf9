import type { GenerationStore, IndexSpec, WriteBatch } from '../port.js';
import { type DocumentDatabase, physicalTableName } from './document-database.js';
import { DocumentScope } from './document-scope.js';
import { insertRows } from './insert-rows.js';
import type { TableResolver } from './sqlite-collection.js';

export type GenerationPlan = { token: string; collections: string[]; checkpointName: string };

/**
 * A rebuild target: fresh physical tables for the given collections and a private checkpoint row. Other
 * collections read (and plainly write) the live tables, but applyBatch refuses them so a rebuild cannot touch
 * live data. promote() swaps the map and the checkpoint in one transaction and drops the old tables.
 *
 * The fresh tables get their indexes late: a bulk fill writes rows with no index to maintain (each index is a
 * JSON expression evaluated per write), and one index built over the filled table is far cheaper. A query by
 * filter on a collection builds its indexes first (from then on writes maintain them); promote builds the rest.
 * Unique indexes are built at once, so a conflicting write is refused when applied, as on a live table. Even the
 * key on id comes late: `load` inserts into bare tables, and any other use of a table builds its key first.
 */
export class SqliteGenerationStore extends DocumentScope implements GenerationStore {
  private finished = false;
  private readonly deferredIndexes = new Map<string, IndexSpec[]>();
  /** Tables still without their key on id. */
  private readonly bare = new Set<string>();

  constructor(
    database: DocumentDatabase,
    private readonly plan: GenerationPlan,
  ) {
    const ownTable = (logical: string) => physicalTableName(logical, plan.token);
    const owns = (logical: string) => plan.collections.includes(logical);
    const privateCheckpoint = `${plan.checkpointName}@generation-${plan.token}`;
    const liveTable = (logical: string): TableResolver => ({
      forRead: () => database.liveTable(logical),
      forWrite: () => database.liveTableForWrite(logical),
    });
    const keyedTable = (logical: string) => {
      this.createIdIndex(logical);
      return ownTable(logical);
    };
    super(database, {
      table: (logical) =>
        owns(logical)
          ? { forRead: () => keyedTable(logical), forWrite: () => keyedTable(logical) }
          : liveTable(logical),
      tableForBatch: (logical) => {
        if (!owns(logical)) throw new Error(`Collection ${logical} is not part of this generation`);
        return keyedTable(logical);
      },
      checkpointKey: (name) => (name === plan.checkpointName ? privateCheckpoint : name),
      assertUsable: () => {
        if (this.finished) throw new Error('This generation was already promoted or discarded');
      },
    });
    database.db
      .transaction(() => {
        for (const logical of plan.collections) {
          database.createTable(logical, ownTable(logical), true);
          this.bare.add(logical);
          // Unique indexes are built at once: they refuse a conflicting write when it is applied.
          const recorded = database.recordedIndexes(logical);
          for (const spec of recorded.filter((index) => index.unique))
            database.createIndex(ownTable(logical), spec);
          this.deferredIndexes.set(
            logical,
            recorded.filter((index) => !index.unique),
          );
        }
      })
      .immediate();
  }

  /** Recorded for the collection now; built on this generation's table at its first query or at promote. */
  override async ensureIndexes(collection: string, indexes: IndexSpec[]): Promise<void> {
    const deferred = this.deferredIndexes.get(collection);
    if (!deferred) return super.ensureIndexes(collection, indexes);
    const physical = physicalTableName(collection, this.plan.token);
    this.database.db.transaction(() => {
      for (const spec of indexes) {
        this.database.recordIndex(collection, spec);
        if (spec.unique) this.database.createIndex(physical, spec);
      }
    })();
    deferred.push(...indexes.filter((spec) => !spec.unique));
  }

  protected override beforeQuery(collection: string): void {
    this.buildIndexes(collection);
  }

  /** Plain inserts into the bare tables, then the checkpoint, in one transaction (see GenerationStore.load). */
  async load(batch: WriteBatch): Promise<void> {
    if (this.finished) throw new Error('This generation was already promoted or discarded');
    const byCollection = new Map<string, WriteBatch['operations']>();
    for (const operation of batch.operations) {
      const operations = byCollection.get(operation.collection);
      if (operations) operations.push(operation);
      else byCollection.set(operation.collection, [operation]);
    }
    for (const collection of byCollection.keys())
      if (!this.plan.collections.includes(collection))
        throw new Error(`Collection ${collection} is not part of this generation`);
    const { name, position } = batch.checkpoint;
    const { db } = this.database;
    db.transaction(() => {
      for (const [collection, operations] of byCollection)
        insertRows(this.database, physicalTableName(collection, this.plan.token), operations);
      this.database.advanceCheckpoint(
        name === this.plan.checkpointName ? this.privateCheckpoint() : name,
        position,
      );
    }).immediate();
  }

  private createIdIndex(collection: string): void {
    if (!this.bare.delete(collection)) return;
    this.database.createIdIndex(physicalTableName(collection, this.plan.token));
  }

  private buildIndexes(collection: string): void {
    const deferred = this.deferredIndexes.get(collection);
    if (!deferred || deferred.length === 0) return;
    const physical = physicalTableName(collection, this.plan.token);
    this.database.db
      .transaction(() => {
        for (const spec of deferred) this.database.createIndex(physical, spec);
      })
      .immediate();
    this.deferredIndexes.set(collection, []);
  }

  async promote(): Promise<void> {
    for (const collection of this.plan.collections) {
      this.createIdIndex(collection);
      this.buildIndexes(collection);
    }
    this.finish(() => {
      const { db } = this.database;
      const position = this.database.getCheckpoint(this.privateCheckpoint());
      for (const logical of this.plan.collections) {
        const previous = this.database.liveTable(logical);
        const fresh = physicalTableName(logical, this.plan.token);
        db.prepare(
          'INSERT INTO generations (logical, physical) VALUES (?, ?) ON CONFLICT (logical) DO UPDATE SET physical = excluded.physical',
        ).run(logical, fresh);
        if (previous && previous !== fresh) db.exec(`DROP TABLE IF EXISTS "${previous}"`);
      }
      this.database.setCheckpoint(this.plan.checkpointName, position);
      this.database.deleteCheckpoint(this.privateCheckpoint());
    });
  }

  async discard(): Promise<void> {
    this.finish(() => {
      for (const logical of this.plan.collections) {
        this.database.db.exec(`DROP TABLE IF EXISTS "${physicalTableName(logical, this.plan.token)}"`);
      }
      this.database.deleteCheckpoint(this.privateCheckpoint());
    });
  }

  private privateCheckpoint(): string {
    return `${this.plan.checkpointName}@generation-${this.plan.token}`;
  }

  private finish(work: () => void): void {
    if (this.finished) throw new Error('This generation was already promoted or discarded');
    this.database.db.transaction(work).immediate();
    this.finished = true;
  }
}
