import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { documentStoreContract } from '../document-store.contract.js';
import { openSqliteDocumentStore } from './sqlite-document-store.js';

const temporaryDatabase = () => {
  const directory = mkdtempSync(join(tmpdir(), 'document-store-'));
  return {
    file: join(directory, 'read-models.db'),
    remove: () => rmSync(directory, { recursive: true, force: true }),
  };
};

documentStoreContract('SQLite', async () => {
  const database = temporaryDatabase();
  const store = await openSqliteDocumentStore({ file: database.file });
  return {
    store,
    cleanup: async () => {
      await store.close();
      database.remove();
    },
  };
});

describe('SqliteDocumentStore specifics', () => {
  it('given a batch that fails half-way, then none of its writes nor its checkpoint are kept', async () => {
    const store = await openSqliteDocumentStore({ file: ':memory:' });
    await store.ensureIndexes('users', [{ fields: ['email'], unique: true }]);

    const failing = store.applyBatch({
      operations: [
        { kind: 'upsert', collection: 'users', doc: { id: 'u1', email: 'a@example.com' }, position: 1 },
        { kind: 'upsert', collection: 'profiles', doc: { id: 'u1' }, position: 1 },
        { kind: 'upsert', collection: 'users', doc: { id: 'u2', email: 'a@example.com' }, position: 2 },
      ],
      checkpoint: { name: 'users', position: 2 },
    });

    await expect(failing).rejects.toThrow(/UNIQUE/);
    expect(await store.collection('users').count()).toBe(0);
    expect(await store.collection('profiles').count()).toBe(0);
    expect(await store.getCheckpoint('users')).toBe(0);
    await store.close();
  });

  it('given an index on a field, then equality is answered through the index (also for the array branch)', async () => {
    const store = await openSqliteDocumentStore({ file: ':memory:' });
    await store.ensureIndexes('sets', [{ fields: ['category'] }]);
    const { db } = (store as unknown as { database: { db: import('better-sqlite3').Database } }).database;
    const table = db
      .prepare("SELECT physical FROM generations WHERE logical = 'sets'")
      .pluck()
      .get() as string;
    const { filterToSql } = await import('./filter-to-sql.js');
    const where = filterToSql({ category: 'network' });

    const plan = db
      .prepare(`EXPLAIN QUERY PLAN SELECT d.doc FROM "${table}" AS d WHERE ${where.sql}`)
      .all(...where.params);

    const details = (plan as Array<{ detail: string }>).map((step) => step.detail).join('\n');
    expect(details).toMatch(/MULTI-INDEX OR/);
    expect(details).not.toMatch(/^SCAN d$/m);
    // The value branch goes through the value index (not through every row whose field is text).
    expect(details).toMatch(new RegExp(`SEARCH d USING INDEX ${table}__i__category`));
    expect(details).toMatch(new RegExp(`SEARCH d USING INDEX ${table}__t__category`));
    await store.close();
  });

  it('given a rebuild generation, then its indexes are built at its first query, or at promote, not per write', async () => {
    const store = await openSqliteDocumentStore({ file: ':memory:' });
    await store.ensureIndexes('sets', [{ fields: ['category'] }]);
    await store.ensureIndexes('tags', [{ fields: ['name'] }]);
    const { db } = (store as unknown as { database: { db: import('better-sqlite3').Database } }).database;
    const indexesOf = (logical: string) =>
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = (SELECT physical FROM generations WHERE logical = ?) AND name NOT LIKE 'sqlite_%'",
        )
        .pluck()
        .all(logical) as string[];
    const generation = await store.createGeneration(['sets', 'tags'], 'listing');
    const generationIndexes = () =>
      db
        .prepare(
          "SELECT tbl_name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' AND substr(name, -4) <> '__id'",
        )
        .pluck()
        .all() as string[];
    const before = generationIndexes().length;
    await generation.applyBatch({
      operations: [
        { kind: 'upsert', collection: 'sets', doc: { id: 's1', category: 'network' }, position: 1 },
      ],
      checkpoint: { name: 'listing', position: 1 },
    });
    expect(generationIndexes()).toHaveLength(before);
    expect(await generation.collection('sets').find({ category: 'network' })).toHaveLength(1);
    expect(generationIndexes().length).toBeGreaterThan(before);
    await generation.promote();
    // The live tables were replaced by the generation's, now with every index (tags' built at promote).
    expect(indexesOf('sets').length).toBeGreaterThan(0);
    expect(indexesOf('tags').length).toBeGreaterThan(0);
    await store.close();
  });

  it('given a table made with a full json_type index, when its indexes are ensured again, then that index becomes partial', async () => {
    const database = temporaryDatabase();
    const store = await openSqliteDocumentStore({ file: database.file });
    await store.ensureIndexes('sets', [{ fields: ['category'] }]);
    await store.applyBatch({
      operations: [
        {
          kind: 'upsert',
          collection: 'sets',
          doc: { id: 's1', category: ['network', 'cloud'] },
          position: 1,
        },
        { kind: 'upsert', collection: 'sets', doc: { id: 's2', category: 'network' }, position: 2 },
      ],
      checkpoint: { name: 'p', position: 2 },
    });
    await store.close();
    const raw = new Database(database.file);
    const [typeIndex] = raw
      .prepare("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND name LIKE '%__t__category'")
      .all() as Array<{ name: string; tbl_name: string }>;
    raw.exec(`DROP INDEX "${typeIndex?.name}"`);
    raw.exec(`CREATE INDEX "${typeIndex?.name}" ON "${typeIndex?.tbl_name}" (json_type(doc, '$.category'))`);
    raw.close();

    const reopened = await openSqliteDocumentStore({ file: database.file });
    await reopened.ensureIndexes('sets', [{ fields: ['category'] }]);

    const check = new Database(database.file, { readonly: true });
    const sql = check.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(typeIndex?.name);
    check.close();
    expect(sql).toMatch(/WHERE json_type\(doc, '\$\.category'\) = 'array'/);
    expect(
      (await reopened.collection('sets').find({ category: 'network' })).map((doc) => doc.id).sort(),
    ).toEqual(['s1', 's2']);
    await reopened.close();
    database.remove();
  });

  it('given a promote made through another connection, then this store reads the new generation', async () => {
    const database = temporaryDatabase();
    const server = await openSqliteDocumentStore({ file: database.file });
    const cli = await openSqliteDocumentStore({ file: database.file });
    await server.applyBatch({
      operations: [{ kind: 'upsert', collection: 'sets', doc: { id: 'old' }, position: 1 }],
      checkpoint: { name: 'p', position: 1 },
    });

    const generation = await cli.createGeneration(['sets'], 'p');
    await generation.applyBatch({
      operations: [{ kind: 'upsert', collection: 'sets', doc: { id: 'new' }, position: 1 }],
      checkpoint: { name: 'p', position: 1 },
    });
    await generation.promote();

    expect((await server.collection('sets').find()).map((doc) => doc.id)).toEqual(['new']);
    await Promise.all([server.close(), cli.close()]);
    database.remove();
  });

  it('refuses collection names and field paths that could not be used safely in SQL', async () => {
    const store = await openSqliteDocumentStore({ file: ':memory:' });
    await expect(store.collection('sets"; DROP TABLE x; --').count()).rejects.toThrow(
      /Invalid collection name/,
    );
    await expect(store.collection('sets').find({ "a') OR 1=1 --": 1 })).rejects.toThrow(
      /Unsupported field path/,
    );
    await expect(store.collection('sets').find({ a: { $regex: 'x' } as never })).rejects.toThrow(
      /Unsupported filter operator/,
    );
    await store.close();
  });
});
