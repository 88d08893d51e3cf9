import { chmodSync, copyFileSync, existsSync, readdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  copySqliteDatabase,
  copySqliteLogPrefix,
  type EventStore,
  openSqliteDocumentStore,
  openSqliteEventStore,
} from '@exam/platform';
import { rebuildProjectionGroups } from '@exam/projections';
import { projectionGroups } from '../services/projection-groups.js';
import { writeReplayMarker } from '../standalone/replay-folder.js';

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

/** The embedded provider's keys and secrets, and the demo sign-ins: copied so that the same people sign in. */
const IDENTITY_FILES = ['identity-jwks.json', 'identity-secrets.json', 'demo-sign-ins.json'];

/**
 * What the replayed folder needs to be opened with `npm start`: the uploaded images (a link to the live folder's,
 * which the read-only server never writes), and a copy of the provider's database and keys, taken without
 * writing to the live ones. Answers the time of the last event (null: none).
 */
async function makeOpenable(dataDir: string, targetDir: string, eventStore: EventStore) {
  const uploads = resolve(dataDir, 'uploads');
  if (existsSync(uploads)) symlinkSync(uploads, join(targetDir, 'uploads'), 'dir');
  if (existsSync(join(dataDir, 'identity.db')))
    copySqliteDatabase(join(dataDir, 'identity.db'), join(targetDir, 'identity.db'));
  for (const file of IDENTITY_FILES)
    if (existsSync(join(dataDir, file))) {
      copyFileSync(join(dataDir, file), join(targetDir, file));
      chmodSync(join(targetDir, file), 0o600);
    }
  // The copy's last event (positions may skip numbers: --to 200 can end at 198).
  const head = await eventStore.headPosition();
  if (head === 0) return null;
  const [last] = await eventStore.readAll({ fromPosition: head - 1, maxCount: 1 });
  return last?.metadata.at ?? null;
}

export type ReplayReport = { position: number; events: number; dataDir: string; seconds: number };

/**
 * Time travel: the log up to `to` copied into `targetDir`, and every read model built from it there, as they
 * stood at that point. The live data folder is only read. The product can then be started on `targetDir`
 * (DATA_DIR) to look at that moment: the uploads are linked, the accounts copied, and replay.json makes that
 * server read-only.
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
    const at = await makeOpenable(dataDir, targetDir, eventStore);
    writeReplayMarker(targetDir, {
      source: resolve(dataDir),
      position,
      at,
      createdAt: new Date().toISOString(),
    });
  } finally {
    await documentStore.close();
    await eventStore.close();
  }
  return { position, events, dataDir: targetDir, seconds: (performance.now() - started) / 1000 };
}
