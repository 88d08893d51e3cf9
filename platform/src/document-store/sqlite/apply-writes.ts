import type { WriteOperation } from '../port.js';
import type { DocumentDatabase } from './document-database.js';

/**
 * Applies one write with the per-document position guard (inside the caller's transaction): a write whose
 * position is not newer than the stored one is ignored; a delete leaves a tombstone (doc NULL) with its position.
 */
export const applyWrite = (database: DocumentDatabase, table: string, operation: WriteOperation): void => {
  if (operation.kind === 'upsert') {
    const json = operation.json ?? JSON.stringify({ ...operation.doc, _position: operation.position });
    database
      .statement(
        `INSERT INTO "${table}" AS t (id, doc, position) VALUES (?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, position = excluded.position
         WHERE excluded.position > t.position`,
      )
      .run(operation.doc.id, json, operation.position);
    return;
  }
  database
    .statement(
      `INSERT INTO "${table}" AS t (id, doc, position) VALUES (?, NULL, ?)
       ON CONFLICT (id) DO UPDATE SET doc = NULL, position = excluded.position
       WHERE excluded.position > t.position`,
    )
    .run(operation.id, operation.position);
};
