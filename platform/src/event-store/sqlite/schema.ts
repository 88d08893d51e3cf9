import type Database from 'better-sqlite3';

/**
 * The log is one table: the autoincrement key is the global position (never reused, so positions only grow),
 * UNIQUE(stream, revision) makes a lost race on a revision impossible even if a check were missed.
 */
export const createEventsSchema = (db: Database.Database): void => {
  db.exec(`
    CREATE TABLE IF NOT EXISTS events (
      position INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      stream TEXT NOT NULL,
      revision INTEGER NOT NULL,
      type TEXT NOT NULL,
      data TEXT NOT NULL,
      metadata TEXT NOT NULL,
      UNIQUE (stream, revision)
    )
  `);
};

/**
 * WAL lets readers (subscriptions, queries) run beside the single writer. synchronous=FULL fsyncs the WAL on
 * every commit: an acknowledged append survives a power loss (NORMAL would only survive a process crash).
 * busy_timeout makes writers in other processes wait for the lock instead of failing at once; it is set first,
 * because switching a new file to WAL takes a lock too (processes opening one file at once would fail).
 */
export const applyConnectionPragmas = (db: Database.Database, busyTimeoutMs: number): void => {
  db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
};
