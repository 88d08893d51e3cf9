import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { switchToWal } from './schema.js';

/** Another connection (in a worker, as another process would be) holds the file's exclusive lock for `holdMs`. */
const holdLock = async (file: string, holdMs: number) => {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const Database = require(workerData.module);
     const db = new Database(workerData.file);
     db.exec('BEGIN EXCLUSIVE');
     parentPort.postMessage('locked');
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
     db.exec('COMMIT');
     db.close();`,
    { eval: true, workerData: { file, holdMs, module: require.resolve('better-sqlite3') } },
  );
  const released = new Promise((resolve) => worker.once('exit', resolve));
  await new Promise((resolve) => worker.once('message', resolve));
  return { released };
};
const require = (await import('node:module')).createRequire(import.meta.url);

describe('switching a new SQLite file to WAL while another connection holds it', () => {
  const open: Database.Database[] = [];
  afterEach(() => {
    for (const db of open.splice(0)) db.close();
  });
  const fresh = () => {
    const db = new Database(join(mkdtempSync(join(tmpdir(), 'wal-switch-')), 'events.db'));
    db.exec('CREATE TABLE t (x)');
    open.push(db);
    return db;
  };

  it('given a lock released within the timeout, when switching, then the file ends in WAL', async () => {
    const db = fresh();
    const { released } = await holdLock(db.name, 150);
    // The worker holds the lock now; the switch waits (busy handler or retries) until it is released.
    switchToWal(db, 5_000);
    await released;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  });

  it('given a lock held past the timeout, when switching, then SQLITE_BUSY is thrown after the timeout, not at once', async () => {
    const db = fresh();
    db.pragma('busy_timeout = 200');
    const { released } = await holdLock(db.name, 600);
    const started = Date.now();
    expect(() => switchToWal(db, 200)).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await released;
  });

  it('given a file already in WAL, when switching again, then nothing changes', () => {
    const db = fresh();
    switchToWal(db, 0);
    switchToWal(db, 0);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  });
});
