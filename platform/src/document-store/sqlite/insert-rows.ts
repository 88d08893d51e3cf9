import type Database from 'better-sqlite3';
import type { WriteOperation } from '../port.js';
import { documentJson } from './apply-writes.js';
import type { DocumentDatabase } from './document-database.js';

/** Rows per INSERT statement: one statement call per row cost more than SQLite's own work on a bare table. */
const ROWS_PER_STATEMENT = 100;

type DocumentWrite = Exclude<WriteOperation, { kind: 'deleteMany' }>;

const jsonOf = (operation: DocumentWrite): string | null =>
  operation.kind === 'delete' ? null : documentJson(operation);

/**
 * Plain inserts of whole documents (tombstones as doc NULL), without the position guard: for a generation's
 * load, inside the caller's transaction.
 */
export function insertRows(
  database: DocumentDatabase,
  table: string,
  operations: readonly WriteOperation[],
): void {
  if (operations.some((operation) => operation.kind === 'deleteMany'))
    throw new Error('A generation load writes whole documents; a deleteMany has no place in it');
  const statementFor = (rows: number): Database.Statement =>
    database.statement(
      `INSERT INTO "${table}" (id, doc, position) VALUES ${Array(rows).fill('(?, ?, ?)').join(', ')}`,
    );
  const full = statementFor(ROWS_PER_STATEMENT);
  const values: unknown[] = [];
  for (let start = 0; start < operations.length; start += ROWS_PER_STATEMENT) {
    const end = Math.min(start + ROWS_PER_STATEMENT, operations.length);
    values.length = 0;
    for (let index = start; index < end; index++) {
      const operation = operations[index] as DocumentWrite;
      values.push(
        operation.kind === 'upsert' ? operation.doc.id : operation.id,
        jsonOf(operation),
        operation.position,
      );
    }
    (end - start === ROWS_PER_STATEMENT ? full : statementFor(end - start)).run(values);
  }
}
