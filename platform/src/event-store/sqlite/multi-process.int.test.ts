import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from './sqlite-event-store.js';

const platformSource = fileURLToPath(new URL('../..', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const worker = fileURLToPath(new URL('./test-support/append-worker.mjs', import.meta.url));
const ROUNDS = 300;

/**
 * The children must run the real adapter, but Node 20 cannot run TypeScript. So we compile just the adapter's
 * sources (not the whole workspace, which others may be editing) into a temporary folder whose node_modules
 * points at the repository's.
 */
const compileAdapter = (directory: string): string => {
  const out = join(directory, 'out');
  mkdirSync(out);
  symlinkSync(join(repositoryRoot, 'node_modules'), join(directory, 'node_modules'), 'dir');
  execFileSync(
    process.execPath,
    [
      join(repositoryRoot, 'node_modules/typescript/bin/tsc'),
      ...['--ignoreConfig', '--outDir', out, '--rootDir', platformSource, '--module', 'nodenext'],
      ...['--moduleResolution', 'nodenext', '--target', 'es2023', '--types', 'node', '--skipLibCheck'],
      join(platformSource, 'event-store/sqlite/index.ts'),
    ],
    { cwd: repositoryRoot, stdio: 'pipe' },
  );
  return pathToFileURL(join(out, 'event-store/sqlite/index.js')).href;
};

type WorkerReport = { kind: 'done'; appendedIds: string[]; retries: number };

const nextMessage = (child: ChildProcess) =>
  new Promise<{ kind: string } & Partial<WorkerReport>>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { kind: string }));
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });

describe('SqliteEventStore shared by two OS processes', () => {
  let directory: string;
  let adapterUrl: string;

  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'event-store-processes-'));
    adapterUrl = compileAdapter(directory);
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('given two processes appending at once, then nothing is lost or duplicated and positions and revisions are contiguous', async () => {
    const file = join(directory, 'events.db');
    const children = ['first', 'second'].map((name) =>
      fork(worker, [adapterUrl, file, name, String(ROUNDS)], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
    await Promise.all(children.map(nextMessage));
    const reports = children.map(nextMessage);
    for (const child of children) child.send('go');
    const [first, second] = (await Promise.all(reports)) as WorkerReport[];

    const store = await openSqliteEventStore({ file });
    const log = await store.readAll();
    await store.close();
    const appendedIds = [...(first?.appendedIds ?? []), ...(second?.appendedIds ?? [])];
    // Rounds cycle own (1 event), shared (2 events), contended (1 event): 4 events per 3 rounds per process.
    expect(appendedIds).toHaveLength(2 * (ROUNDS / 3) * 4);
    expect(log.map((event) => event.id).sort()).toEqual([...appendedIds].sort());
    expect(log.map((event) => event.position)).toEqual(log.map((_, index) => index + 1));
    const streams = new Map<string, typeof log>();
    for (const event of log) streams.set(event.streamName, [...(streams.get(event.streamName) ?? []), event]);
    expect([...streams.keys()].sort()).toEqual(['contended-1', 'own-first', 'own-second', 'shared-1']);
    for (const events of streams.values()) {
      expect(events.map((event) => event.revision)).toEqual(events.map((_, index) => index));
    }
    const contendedWriters = new Set(
      streams.get('contended-1')?.map((event) => (event.data as { worker: string }).worker),
    );
    expect(contendedWriters).toEqual(new Set(['first', 'second']));
    const writers = log.map((event) => (event.data as { worker: string }).worker);
    const writerSwitches = writers.filter(
      (writer, index) => index > 0 && writer !== writers[index - 1],
    ).length;
    expect(writerSwitches, 'the two processes did not overlap').toBeGreaterThan(10);
    console.info(
      `multi-process append: ${log.length} events, ${(first?.retries ?? 0) + (second?.retries ?? 0)} retries on the contended stream`,
    );
  }, 60_000);
});
