import type { GenerationStore } from '../port.js';
import { type DocumentDatabase, physicalTableName } from './document-database.js';
import { DocumentScope } from './document-scope.js';
import type { TableResolver } from './sqlite-collection.js';

export type GenerationPlan = { token: string; collections: string[]; checkpointName: string };

/**
 * A rebuild target: fresh physical tables for the given collections and a private checkpoint row. Other
 * collections read (and plainly write) the live tables, but applyBatch refuses them so a rebuild cannot touch
 * live data. promote() swaps the map and the checkpoint in one transaction and drops the old tables.
 */
export class SqliteGenerationStore extends DocumentScope implements GenerationStore {
  private finished = false;

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
    super(database, {
      table: (logical) =>
        owns(logical)
          ? { forRead: () => ownTable(logical), forWrite: () => ownTable(logical) }
          : liveTable(logical),
      tableForBatch: (logical) => {
        if (!owns(logical)) throw new Error(`Collection ${logical} is not part of this generation`);
        return ownTable(logical);
      },
      checkpointKey: (name) => (name === plan.checkpointName ? privateCheckpoint : name),
      assertUsable: () => {
        if (this.finished) throw new Error('This generation was already promoted or discarded');
      },
    });
    database.db
      .transaction(() => {
        for (const logical of plan.collections) database.createTable(logical, ownTable(logical));
      })
      .immediate();
  }

  async promote(): Promise<void> {
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
