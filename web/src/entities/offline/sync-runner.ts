import type { SyncConflict } from './offline-db';
import type { OfflineStore } from './offline-store';
import { type SendBatch, type SyncResult, syncOutbox } from './outbox-sync';

/** 403: the access ended meanwhile (or became a trial); 404: the set was deleted. Both end the bundle too. */
const ENDS_BUNDLE = new Set([403, 404]);

export type SyncReport = SyncResult & { newConflicts: SyncConflict[] };

/**
 * One sync of the learner's outbox (issue 26 item 4): sent in order, what the server recorded leaves the
 * outbox (and the local review log, as the server's wrong-answer book now has it), what it refused is kept as
 * a conflict for the learner to read and dismiss, and the bundle of a set refused so is dropped. A connection
 * lost halfway keeps the rest for the next sync.
 */
export async function runSync(
  userId: string,
  store: OfflineStore,
  send: SendBatch,
  now = new Date(),
): Promise<SyncReport> {
  // The entries as the batch route takes them: whose they are stays here (the route refuses unknown fields).
  const outbox = (await store.outboxOf(userId)).map(({ userId: _owner, ...answer }) => answer);
  if (outbox.length === 0) return { recorded: [], conflicts: [], pending: 0, newConflicts: [] };
  const result = await syncOutbox(outbox, send);
  await store.removeFromOutbox(result.recorded);
  await store.removeResults(result.recorded);
  const titles = new Map((await store.bundlesOf(userId)).map((entry) => [entry.setId, entry.bundle]));
  const newConflicts: SyncConflict[] = [];
  for (const conflict of result.conflicts) {
    const { status } = conflict;
    const entry: SyncConflict = {
      id: conflict.clientIds[0] ?? `${conflict.questionSetId}:${now.getTime()}`,
      userId,
      questionSetId: conflict.questionSetId,
      title: titles.get(conflict.questionSetId)?.questionSet.title ?? '',
      count: conflict.clientIds.length,
      status,
      message: conflict.message,
      at: now.toISOString(),
    };
    // Reported once, kept until dismissed: the answers leave the outbox so they are not refused again and again.
    await store.addConflict(entry);
    await store.removeFromOutbox(conflict.clientIds);
    await store.removeResults(conflict.clientIds);
    if (ENDS_BUNDLE.has(status)) await store.deleteBundle(conflict.questionSetId);
    newConflicts.push(entry);
  }
  return { ...result, newConflicts };
}
