import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { applyConnectionPragmas, createEventsSchema } from './schema.js';

/**
 * Copies the log up to `toPosition` (inclusive) into a new database file, positions, streams and revisions as
 * they are: a snapshot of the log as it stood then (time travel), read from the live file without changing it.
 * Answers the number of events copied. Refuses to write into an existing file.
 */
export function copySqliteLogPrefix(fromFile: string, toFile: string, toPosition: number): number {
  if (existsSync(toFile)) throw new Error(`${toFile} already exists`);
  mkdirSync(dirname(toFile), { recursive: true });
  const target = new Database(toFile);
  try {
    applyConnectionPragmas(target, 5_000);
    createEventsSchema(target);
    target.prepare('ATTACH DATABASE ? AS live').run(fromFile);
    const copied = target
      .prepare(
        'INSERT INTO events (position, id, stream, revision, type, data, metadata) SELECT position, id, stream, revision, type, data, metadata FROM live.events WHERE position <= ? ORDER BY position',
      )
      .run(toPosition).changes;
    target.exec('DETACH DATABASE live');
    return copied;
  } finally {
    target.close();
  }
}

/**
 * A consistent copy of a whole SQLite database (any schema; committed WAL pages included) into a new file,
 * the source opened read-only: `VACUUM INTO`. Refuses to write into an existing file.
 */
export function copySqliteDatabase(fromFile: string, toFile: string): void {
  if (existsSync(toFile)) throw new Error(`${toFile} already exists`);
  mkdirSync(dirname(toFile), { recursive: true });
  const source = new Database(fromFile, { readonly: true, fileMustExist: true });
  try {
    source.prepare('VACUUM INTO ?').run(toFile);
  } finally {
    source.close();
  }
}
