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
  const timeoutMs = Math.max(0, Math.trunc(busyTimeoutMs));
  db.pragma(`busy_timeout = ${timeoutMs}`);
  switchToWal(db, timeoutMs);
  db.pragma('synchronous = FULL');
};

const WAL_RETRY_PAUSE_MS = 20;

/**
 * WAL is kept in the file: a file already in WAL needs no lock. Switching a new file can still answer SQLITE_BUSY
 * at once when another process opens it at the same moment (SQLite does not wait on that lock), so the switch is
 * tried again, with a short pause, until busy_timeout has passed.
 */
export const switchToWal = (db: Database.Database, timeoutMs: number): void => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (db.pragma('journal_mode', { simple: true }) !== 'wal') db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAL_RETRY_PAUSE_MS);
    }
  }
};
