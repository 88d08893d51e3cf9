// Full rebuild of every projection group from a realistic log, against the bare read rate of the same log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectionGroups } from '@exam/ops/services';
import { openSqliteDocumentStore, openSqliteEventStore } from '@exam/platform';
import { rebuildProjectionGroups } from '@exam/projections';
import { printTable, round } from './measure.js';
import { writeRealisticLog } from './rebuild-log.js';

const READ_PAGE = 5_000;

export type RebuildFigures = {
  events: number;
  readPerSecond: number;
  rebuildPerSecond: number;
  seconds: number;
  documents: Record<string, number>;
};

export async function rebuildBenchmark({
  events = Number(process.env.REBUILD_EVENTS ?? 1_000_000),
  quiet = false,
} = {}): Promise<RebuildFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'rebuild-bench-'));
  const eventStore = await openSqliteEventStore({ file: join(dir, 'events.db') });
  const documentStore = await openSqliteDocumentStore({ file: join(dir, 'read-models.db') });
  try {
    let started = performance.now();
    const shape = await writeRealisticLog(eventStore, events);
    const writeSeconds = (performance.now() - started) / 1000;

    // The ceiling: read and parse every event, nothing else.
    started = performance.now();
    let read = 0;
    for (let position = 0; ; ) {
      const page = await eventStore.readAll({ fromPosition: position, maxCount: READ_PAGE });
      if (page.length === 0) break;
      read += page.length;
      position = page.at(-1)?.position ?? position;
    }
    const readSeconds = (performance.now() - started) / 1000;

    const documents: Record<string, number> = {};
    const rebuildStarted = performance.now();
    // The last progress call comes after the last page: what follows is writing the documents and indexing.
    let replayed = rebuildStarted;
    let peakHeap = 0;
    // Every group in one pass over the log, as `projections rebuild` does.
    const groups = projectionGroups();
    const reports = await rebuildProjectionGroups({
      eventStore,
      documentStore,
      groups: groups.map((group) => ({ projections: group.projections, checkpointName: group.name })),
      onProgress: () => {
        replayed = performance.now();
        peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      },
    });
    const seconds = (performance.now() - rebuildStarted) / 1000;
    const replaySeconds = (replayed - rebuildStarted) / 1000;
    for (const report of reports)
      for (const name of report.collections) documents[name] = await documentStore.collection(name).count({});
    const rebuildPerSecond = Math.round(shape.events / seconds);
    const readPerSecond = Math.round(read / readSeconds);
    if (!quiet) {
      printTable(
        `Rebuild of every projection group in one pass (${shape.events} events, ${shape.learners} learners, ${shape.sets} sets; log written in ${round(writeSeconds, 1)} s)`,
        [
          { case: 'rebuild, all groups', 'events/s': rebuildPerSecond, seconds: round(seconds, 2) },
          {
            case: '  of which: replay (read and fold in memory)',
            'events/s': Math.round(shape.events / replaySeconds),
            seconds: round(replaySeconds, 2),
          },
          { case: '  of which: write each document once, index', seconds: round(seconds - replaySeconds, 2) },
          {
            case: 'bare read (read and parse every event)',
            'events/s': readPerSecond,
            seconds: round(readSeconds, 2),
          },
        ],
      );
      printTable(
        'Documents rebuilt',
        reports.map((report, index) => ({
          group: groups[index]?.name ?? '',
          documents: report.collections.map((name) => `${name} ${documents[name]}`).join(', '),
        })),
      );
      console.log(`peak heap while replaying: ${Math.round(peakHeap / 1_048_576)} MB`);
      console.log(`rebuild / bare read: ${round(rebuildPerSecond / readPerSecond, 2)}`);
      console.log(`rebuild: ${rebuildPerSecond} events/s (${shape.events} events in ${round(seconds, 1)} s)`);
    }
    return { events: shape.events, readPerSecond, rebuildPerSecond, seconds, documents };
  } finally {
    await documentStore.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
