import type { Collection, Filter, FindOptions, StoredDocument } from '../port.js';
import type { DocumentDatabase } from './document-database.js';
import { filterToSql } from './filter-to-sql.js';
import { findOptionsToSql } from './find-options-to-sql.js';

/** Where a collection's rows live: resolved on every call, because a promote can swap the table. */
export type TableResolver = {
  forRead(): string | undefined;
  /** Only inside a write transaction. */
  forWrite(): string;
};

const LIVE_ROWS = 'd.doc IS NOT NULL';

/** Synchronous better-sqlite3 underneath; reads run in one (deferred) transaction for a consistent snapshot. */
export class SqliteCollection<T extends StoredDocument> implements Collection<T> {
  constructor(
    private readonly database: DocumentDatabase,
    private readonly table: TableResolver,
    /** Before a query by filter (not by id): a rebuild generation builds its deferred indexes there. */
    private readonly beforeQuery: () => void = () => {},
  ) {}

  async get(id: string): Promise<T | null> {
    return this.read((table) => {
      const doc = this.database
        .statement<[string], string>(`SELECT d.doc FROM "${table}" AS d WHERE d.id = ? AND ${LIVE_ROWS}`)
        .pluck()
        .get(id);
      return doc === undefined ? null : (JSON.parse(doc) as T);
    }, null);
  }

  async find(filter?: Filter, options?: FindOptions): Promise<T[]> {
    this.beforeQuery();
    const where = filterToSql(filter);
    const paging = findOptionsToSql(options);
    return this.read((table) => {
      const sql = `SELECT d.doc FROM "${table}" AS d WHERE ${LIVE_ROWS} AND ${where.sql}${paging.sql}`;
      const docs = this.database
        .statement<unknown[], string>(sql)
        .pluck()
        .all(...where.params, ...paging.params);
      return docs.map((doc) => JSON.parse(doc) as T);
    }, []);
  }

  async count(filter?: Filter): Promise<number> {
    this.beforeQuery();
    const where = filterToSql(filter);
    return this.read((table) => {
      const sql = `SELECT COUNT(*) FROM "${table}" AS d WHERE ${LIVE_ROWS} AND ${where.sql}`;
      return (
        this.database
          .statement<unknown[], number>(sql)
          .pluck()
          .get(...where.params) ?? 0
      );
    }, 0);
  }

  /** No position guard: the stored position becomes the document's own `_position` (0 without one). */
  async upsert(doc: T): Promise<void> {
    this.write((table) => {
      this.database
        .statement(
          `INSERT INTO "${table}" (id, doc, position) VALUES (?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, position = excluded.position`,
        )
        .run(doc.id, JSON.stringify(doc), doc._position ?? 0);
    });
  }

  /** Removes the row entirely (no tombstone): tooling only, projections delete through applyBatch. */
  async delete(id: string): Promise<void> {
    this.write((table) => {
      this.database.statement(`DELETE FROM "${table}" WHERE id = ?`).run(id);
    });
  }

  /** One DELETE ... WHERE (no tombstones): tooling only, projections delete through applyBatch. */
  async deleteMany(filter: Filter): Promise<number> {
    this.beforeQuery();
    const where = filterToSql(filter);
    let removed = 0;
    this.write((table) => {
      removed = this.database
        .statement(`DELETE FROM "${table}" AS d WHERE ${LIVE_ROWS} AND ${where.sql}`)
        .run(...where.params).changes;
    });
    return removed;
  }

  private read<R>(query: (table: string) => R, whenMissing: R): R {
    return this.database.inReadTransaction(() => {
      const table = this.table.forRead();
      return table === undefined ? whenMissing : query(table);
    });
  }

  private write(change: (table: string) => void): void {
    this.database.db.transaction(() => change(this.table.forWrite())).immediate();
  }
}
