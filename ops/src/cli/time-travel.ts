import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  copySqliteLogPrefix,
  type EventStore,
  openSqliteDocumentStore,
  openSqliteEventStore,
} from '@exam/platform';
import { rebuildProjectionGroups } from '@exam/projections';
import { projectionGroups } from '../services/projection-groups.js';

const PAGE = 5_000;

/** `--to`: a global position, or an ISO time (the last event recorded at or before it). */
export async function resolveReplayTarget(
  eventStore: Pick<EventStore, 'readAll'>,
  to: string,
): Promise<number> {
  if (/^\d+$/.test(to)) return Number(to);
  const until = Date.parse(to);
  if (!/^\d{4}-\d{2}-\d{2}/.test(to) || Number.isNaN(until))
    throw new Error(`--to takes a position or an ISO time, not "${to}"`);
  let last = 0;
  for (let position = 0; ; ) {
    const page = await eventStore.readAll({ fromPosition: position, maxCount: PAGE });
    for (const event of page) {
      if (Date.parse(event.metadata.at) > until) return last;
      last = event.position;
    }
    if (page.length < PAGE) return last;
    position = page.at(-1)?.position ?? position;
  }
}

export type ReplayReport = { position: number; events: number; dataDir: string; seconds: number };

/**
 * Time travel: the log up to `to` copied into `targetDir`, and every read model built from it there, as they
 * stood at that point. The live data folder is only read. The product can then be started on `targetDir`
 * (DATA_DIR) to look at that moment.
 */
export async function replayToPoint(options: {
  dataDir: string;
  targetDir: string;
  to: string;
  onProgress?: (position: number, total: number) => void;
}): Promise<ReplayReport> {
  const { dataDir, targetDir } = options;
  if (existsSync(targetDir) && readdirSync(targetDir).length > 0)
    throw new Error(`${targetDir} is not empty: replay into a new folder`);
  const started = performance.now();
  const live = await openSqliteEventStore({ file: join(dataDir, 'events.db') });
  let position: number;
  try {
    position = await resolveReplayTarget(live, options.to);
  } finally {
    await live.close();
  }
  const events = copySqliteLogPrefix(join(dataDir, 'events.db'), join(targetDir, 'events.db'), position);
  const eventStore = await openSqliteEventStore({ file: join(targetDir, 'events.db') });
  const documentStore = await openSqliteDocumentStore({ file: join(targetDir, 'read-models.db') });
  try {
    await rebuildProjectionGroups({
      eventStore,
      documentStore,
      groups: projectionGroups().map((group) => ({
        projections: group.projections,
        checkpointName: group.name,
      })),
      toPosition: position,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
  } finally {
    await documentStore.close();
    await eventStore.close();
  }
  return { position, events, dataDir: targetDir, seconds: (performance.now() - started) / 1000 };
}
