import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { switchToWal } from '../../event-store/sqlite/schema.js';
import type { IndexSpec } from '../port.js';
import { indexedExpression } from './field-reference.js';

const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const STATEMENT_CACHE_LIMIT = 500;

export const assertCollectionName = (name: string): void => {
  if (!COLLECTION_NAME.test(name))
    throw new Error(`Invalid collection name "${name}": use letters, digits and _`);
};

/** A token that makes the physical tables of one generation distinct from every other. */
export const newGenerationToken = (): string => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export const physicalTableName = (logical: string, token: string): string => `${logical}__g${token}`;

/**
 * The SQLite file behind a document store: the `generations` map (logical collection -> physical table), the
 * `checkpoints`, the recorded index specs, and a cache of prepared statements. Nothing about the map is cached in
 * memory, so a promote made by another process (a CLI rebuild) is seen by the next call.
 */
export class DocumentDatabase {
  readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  /**
   * One deferred transaction wrapper for every read, built once: db.transaction() builds a new wrapper (and
   * looks up its BEGIN/COMMIT statements) per call, which showed up in the profile of single-document reads.
   */
  private readonly snapshot: Database.Transaction<(work: () => unknown) => unknown>;

  constructor(file: string, busyTimeoutMs: number) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    // First, so that the WAL switch below waits for another process's lock instead of failing.
    this.db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    if (file !== ':memory:') switchToWal(this.db, busyTimeoutMs);
    // NORMAL in WAL mode: a power cut may lose the last commits but never splits documents from their
    // checkpoint (both are in one transaction), and the runner replays the lost events from the durable log.
    this.db.pragma('synchronous = NORMAL');
    // 64 MB of page cache (the default is 2 MB): a rebuild inserts hundreds of thousands of rows into one
    // table's B-trees, and with the default most inserts missed the cache.
    this.db.pragma('cache_size = -65536');
    this.db.function('contains_ci', { deterministic: true }, (haystack: unknown, needle: unknown) =>
      typeof haystack === 'string' &&
      typeof needle === 'string' &&
      haystack.toLowerCase().includes(needle.toLowerCase())
        ? 1
        : 0,
    );
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS generations (logical TEXT PRIMARY KEY, physical TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS collection_indexes (
        logical TEXT NOT NULL, fields TEXT NOT NULL, is_unique INTEGER NOT NULL, PRIMARY KEY (logical, fields, is_unique)
      );
    `);
    this.snapshot = this.db.transaction((work: () => unknown) => work());
  }

  /** Runs `work` in one deferred transaction: its statements read one consistent snapshot. */
  inReadTransaction<R>(work: () => R): R {
    return this.snapshot(work) as R;
  }

  statement<Params extends unknown[] = unknown[], Row = unknown>(
    sql: string,
  ): Database.Statement<Params, Row> {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      if (this.statements.size >= STATEMENT_CACHE_LIMIT) this.statements.clear();
      prepared = this.db.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared as Database.Statement<Params, Row>;
  }

  liveTable(logical: string): string | undefined {
    assertCollectionName(logical);
    return this.statement<[string], string>('SELECT physical FROM generations WHERE logical = ?')
      .pluck()
      .get(logical);
  }

  /** Call inside a write transaction: the live table of a collection, created on first write. */
  liveTableForWrite(logical: string): string {
    const existing = this.liveTable(logical);
    if (existing) return existing;
    const physical = physicalTableName(logical, '0');
    this.createTable(logical, physical);
    this.statement('INSERT INTO generations (logical, physical) VALUES (?, ?)').run(logical, physical);
    return physical;
  }

  /** The indexes recorded for a logical collection. */
  recordedIndexes(logical: string): IndexSpec[] {
    return this.statement<[string], { fields: string; is_unique: number }>(
      'SELECT fields, is_unique FROM collection_indexes WHERE logical = ?',
    )
      .all(logical)
      .map((index) => ({ fields: JSON.parse(index.fields) as string[], unique: index.is_unique === 1 }));
  }

  /**
   * Creates a physical table with every index recorded for its logical collection. A generation's table is made
   * bare (`fresh`): no recorded index and no key on id yet (see createIdIndex), so that a bulk load maintains
   * no index per row.
   */
  createTable(logical: string, physical: string, fresh = false): void {
    // doc IS NULL marks a tombstone: the position of a delete, kept so an older upsert cannot resurrect it.
    const id = fresh ? 'id TEXT NOT NULL' : 'id TEXT PRIMARY KEY';
    this.db.exec(
      `CREATE TABLE IF NOT EXISTS "${physical}" (${id}, doc TEXT, position INTEGER NOT NULL DEFAULT 0)`,
    );
    if (!fresh) for (const spec of this.recordedIndexes(logical)) this.createIndex(physical, spec);
  }

  /** The unique index on id of a table made bare: the key that lookups by id and upserts (ON CONFLICT) use. */
  createIdIndex(physical: string): void {
    this.db.exec(`CREATE UNIQUE INDEX IF NOT EXISTS "${physical}__id" ON "${physical}" (id)`);
  }

  recordIndex(logical: string, spec: IndexSpec): void {
    this.statement(
      'INSERT OR IGNORE INTO collection_indexes (logical, fields, is_unique) VALUES (?, ?, ?)',
    ).run(logical, JSON.stringify(spec.fields), spec.unique ? 1 : 0);
  }

  /**
   * An expression index on json_extract(doc, '$.field') per spec. For the first field also a partial index of
   * the rows where it is an array, so that equality (which also looks inside arrays) can still be answered by
   * index (MULTI-INDEX OR). Partial, because a write then maintains no entry for a scalar field, and because a
   * full json_type index misled the planner into scanning every 'text' row instead of the value index.
   */
  createIndex(physical: string, spec: IndexSpec): void {
    const suffix = spec.fields.map((field) => field.replaceAll('.', '_')).join('__');
    const unique = spec.unique ? 'UNIQUE ' : '';
    const columns = spec.fields.map(indexedExpression).join(', ');
    this.db.exec(
      `CREATE ${unique}INDEX IF NOT EXISTS "${physical}__${spec.unique ? 'u' : 'i'}__${suffix}" ON "${physical}" (${columns})`,
    );
    const [first] = spec.fields;
    if (first && first !== 'id') {
      const typeExpression = indexedExpression(first).replace('json_extract', 'json_type');
      const name = `${physical}__t__${suffix.split('__')[0]}`;
      // Tables made before the index was partial: replace their full index.
      const existing = this.statement<[string], string>(
        "SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?",
      )
        .pluck()
        .get(name);
      if (existing && !existing.includes(' WHERE ')) this.db.exec(`DROP INDEX "${name}"`);
      this.db.exec(
        `CREATE INDEX IF NOT EXISTS "${name}" ON "${physical}" (${typeExpression}) WHERE ${typeExpression} = 'array'`,
      );
    }
  }

  getCheckpoint(name: string): number {
    return (
      this.statement<[string], number>('SELECT position FROM checkpoints WHERE name = ?').pluck().get(name) ??
      0
    );
  }

  /** Checkpoints only move forward: a batch replayed late cannot move a projection back. */
  advanceCheckpoint(name: string, position: number): void {
    this.statement(
      `INSERT INTO checkpoints (name, position) VALUES (?, ?)
       ON CONFLICT (name) DO UPDATE SET position = excluded.position WHERE excluded.position > checkpoints.position`,
    ).run(name, position);
  }

  setCheckpoint(name: string, position: number): void {
    this.statement(
      'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position',
    ).run(name, position);
  }

  deleteCheckpoint(name: string): void {
    this.statement('DELETE FROM checkpoints WHERE name = ?').run(name);
  }

  close(): void {
    this.statements.clear();
    this.db.close();
  }
}
