import type { LearningPath, OfflineBundle } from '@exam/domain/schemas';
import {
  type OfflineDb,
  type OfflineResult,
  type OutboxEntry,
  openOfflineDb,
  type StoredBundle,
  type StoredLearningPath,
  type SyncConflict,
} from './offline-db';

/** A bundle whose access has ended (its expiry passed) must not be used, and is dropped. */
export const bundleExpired = (bundle: Pick<OfflineBundle, 'expiresAt'>, now: number) =>
  bundle.expiresAt !== null && Date.parse(bundle.expiresAt) <= now;

/**
 * The learner's offline data in IndexedDB (issue 26): downloaded sets, the outbox of answers to send, the log
 * of answers judged on this device, and the refusals of a sync. Everything is the signed-in learner's: a read
 * names the user, and another user's entry is never handed out.
 */
export const createOfflineStore = (open: () => Promise<OfflineDb>) => {
  let opened: Promise<OfflineDb> | null = null;
  const db = () => {
    opened ??= open();
    return opened;
  };

  return {
    async saveBundle(userId: string, bundle: OfflineBundle, bytes: number, now = new Date()) {
      const entry: StoredBundle = {
        setId: bundle.questionSet.id,
        userId,
        bundle,
        bytes,
        savedAt: now.toISOString(),
      };
      await (await db()).put('bundles', entry);
      return entry;
    },

    /** The learner's bundle of the set, unless its access has ended (then it is dropped). */
    async bundleOf(userId: string, setId: string, now = Date.now()): Promise<StoredBundle | null> {
      const entry = await (await db()).get('bundles', setId);
      if (!entry || entry.userId !== userId) return null;
      if (bundleExpired(entry.bundle, now)) {
        await (await db()).delete('bundles', setId);
        return null;
      }
      return entry;
    },

    async bundlesOf(userId: string): Promise<StoredBundle[]> {
      return (await db()).getAllFromIndex('bundles', 'userId', userId);
    },

    async deleteBundle(setId: string) {
      await (await db()).delete('bundles', setId);
    },

    /**
     * The session ended (sign-out, expiry): every downloaded set and the kept learning paths go (the answers
     * waiting to be sent stay, for this learner's next sync).
     */
    async deleteAllBundles() {
      const tx = (await db()).transaction(['bundles', 'learningPaths'], 'readwrite');
      await Promise.all([
        tx.objectStore('bundles').clear(),
        tx.objectStore('learningPaths').clear(),
        tx.done,
      ]);
    },

    /** The learning path as the server answered it online, kept for the offline learning path. */
    async saveLearningPath(userId: string, path: LearningPath, now = new Date()) {
      const entry: StoredLearningPath = { userId, path, savedAt: now.toISOString() };
      await (await db()).put('learningPaths', entry);
      return entry;
    },

    async learningPathOf(userId: string): Promise<StoredLearningPath | null> {
      return (await (await db()).get('learningPaths', userId)) ?? null;
    },

    /** Bundles whose access has ended; answers the set ids dropped. */
    async dropExpiredBundles(now = Date.now()): Promise<string[]> {
      const tx = (await db()).transaction('bundles', 'readwrite');
      const dropped: string[] = [];
      for await (const cursor of tx.store) {
        if (bundleExpired(cursor.value.bundle, now)) {
          dropped.push(cursor.value.setId);
          await cursor.delete();
        }
      }
      await tx.done;
      return dropped;
    },

    /** An answer to send, and (when judged here) its result for the offline review, in one transaction. */
    async addAnswer(entry: OutboxEntry, result?: OfflineResult) {
      const tx = (await db()).transaction(['outbox', 'results'], 'readwrite');
      const known = await tx.objectStore('outbox').index('clientId').getKey(entry.clientId);
      if (known === undefined) await tx.objectStore('outbox').add(entry);
      if (result) await tx.objectStore('results').put(result);
      await tx.done;
    },

    /** The learner's answers waiting to be sent, in the order given. */
    async outboxOf(userId: string): Promise<OutboxEntry[]> {
      return (await db()).getAllFromIndex('outbox', 'userId', userId);
    },

    async pendingCount(userId: string): Promise<number> {
      return (await db()).countFromIndex('outbox', 'userId', userId);
    },

    /** Answers the server has recorded (or refused, once reported) leave the outbox. */
    async removeFromOutbox(clientIds: readonly string[]) {
      const tx = (await db()).transaction('outbox', 'readwrite');
      for (const clientId of clientIds) {
        const key = await tx.store.index('clientId').getKey(clientId);
        if (key !== undefined) await tx.store.delete(key);
      }
      await tx.done;
    },

    async resultsOf(userId: string, setId?: string): Promise<OfflineResult[]> {
      const all = await (await db()).getAllFromIndex('results', 'userId', userId);
      return setId ? all.filter((result) => result.questionSetId === setId) : all;
    },

    /** Once the server has the answers, its own wrong-answer book is the one to read. */
    async removeResults(clientIds: readonly string[]) {
      const tx = (await db()).transaction('results', 'readwrite');
      for (const clientId of clientIds) await tx.store.delete(clientId);
      await tx.done;
    },

    async addConflict(conflict: SyncConflict) {
      await (await db()).put('conflicts', conflict);
    },

    async conflictsOf(userId: string): Promise<SyncConflict[]> {
      return (await db()).getAllFromIndex('conflicts', 'userId', userId);
    },

    async dismissConflict(id: string) {
      await (await db()).delete('conflicts', id);
    },
  };
};

export type OfflineStore = ReturnType<typeof createOfflineStore>;

/** The browser's store (one database per origin). */
export const offlineStore: OfflineStore = createOfflineStore(() => openOfflineDb());
