import type Database from 'better-sqlite3';
import type { AppendResult } from '../port.js';
import { type AppendRequest, createStreamAppender } from './append-to-stream.js';

export type AppendOutcome = { result: AppendResult } | { error: unknown };

/**
 * Appends several requests in one write transaction (one fsync): group commit. BEGIN IMMEDIATE takes the write
 * lock up front, so writers in several processes queue instead of deadlocking. Each request succeeds or fails
 * alone; a failure of the transaction itself (disk full, I/O error) throws for the whole group.
 */
export const createAppendGroup = (
  db: Database.Database,
): ((requests: AppendRequest[]) => AppendOutcome[]) => {
  const appendToStream = createStreamAppender(db);
  // A nested better-sqlite3 transaction is a SAVEPOINT: a failed append is undone alone.
  const appendInSavepoint = db.transaction((request: AppendRequest) => appendToStream(request));
  const group = db.transaction((requests: AppendRequest[]) =>
    requests.map((request): AppendOutcome => {
      try {
        // One event is one INSERT, which SQLite undoes by itself when it fails: no savepoint needed.
        return {
          result: request.events.length === 1 ? appendToStream(request) : appendInSavepoint(request),
        };
      } catch (error) {
        // SQLite may have rolled back the whole transaction (disk full, I/O error): fail the group.
        if (!db.inTransaction) throw error;
        return { error };
      }
    }),
  );
  return (requests) => group.immediate(requests);
};
