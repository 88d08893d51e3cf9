import type Database from 'better-sqlite3';
import type { WriteOperation } from '../port.js';
import type { DocumentDatabase } from './document-database.js';
import { filterToSql } from './filter-to-sql.js';

/** An upsert's document as stored: serialised once, with the write's position. */
export const documentJson = (operation: Extract<WriteOperation, { kind: 'upsert' }>): string => {
  const { doc, position } = operation;
  return operation.json ?? JSON.stringify(doc._position === position ? doc : { ...doc, _position: position });
};

/** The prepared writes of one physical table. */
export type TableWriter = (operation: WriteOperation) => void;

/**
 * Applies writes with the per-document position guard (inside the caller's transaction): a write whose
 * position is not newer than the stored one is ignored; a delete leaves a tombstone (doc NULL) with its position;
 * a deleteMany is one DELETE ... WHERE over the documents matching its filter that are older than it.
 * Resolve a writer once per table and batch: the statements are looked up once, not per document.
 */
export const tableWriter = (database: DocumentDatabase, table: string): TableWriter => {
  let upsert: Database.Statement | undefined;
  let remove: Database.Statement | undefined;
  return (operation) => {
    if (operation.kind === 'upsert') {
      upsert ??= database.statement(
        `INSERT INTO "${table}" AS t (id, doc, position) VALUES (?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, position = excluded.position
         WHERE excluded.position > t.position`,
      );
      upsert.run(operation.doc.id, documentJson(operation), operation.position);
      return;
    }
    if (operation.kind === 'deleteMany') {
      const where = filterToSql(operation.filter);
      database
        .statement(`DELETE FROM "${table}" AS d WHERE d.doc IS NOT NULL AND d.position < ? AND ${where.sql}`)
        .run(operation.position, ...where.params);
      return;
    }
    remove ??= database.statement(
      `INSERT INTO "${table}" AS t (id, doc, position) VALUES (?, NULL, ?)
       ON CONFLICT (id) DO UPDATE SET doc = NULL, position = excluded.position
       WHERE excluded.position > t.position`,
    );
    remove.run(operation.id, operation.position);
  };
};
