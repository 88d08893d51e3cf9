import { useSyncExternalStore } from 'react';
import type { SyncConflict } from './offline-db';
import { type OfflineStore, offlineStore } from './offline-store';

export type BundleSummary = {
  setId: string;
  title: string;
  questionCount: number;
  bytes: number;
  expiresAt: string | null;
  savedAt: string;
  /** The set as of the download: a newer set on the server means the bundle is stale. */
  setUpdatedAt: string;
};

/** What the screens show of the offline data: the downloaded sets, the answers waiting, the refusals. */
export type OfflineSnapshot = {
  userId: string | null;
  bundles: BundleSummary[];
  pending: number;
  conflicts: SyncConflict[];
};

const EMPTY: OfflineSnapshot = { userId: null, bundles: [], pending: 0, conflicts: [] };

/** A small external store over IndexedDB: every change to the offline data calls refresh, the screens follow. */
export const createOfflineState = (store: OfflineStore) => {
  let snapshot = EMPTY;
  const listeners = new Set<() => void>();
  let latest = 0;

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => snapshot,
    /** Reads the learner's offline data again (null: nobody signed in, nothing shown). */
    async refresh(userId: string | null) {
      const call = ++latest;
      let next = EMPTY;
      if (userId) {
        const [bundles, pending, conflicts] = await Promise.all([
          store.bundlesOf(userId),
          store.pendingCount(userId),
          store.conflictsOf(userId),
        ]);
        next = {
          userId,
          pending,
          conflicts,
          bundles: bundles.map(({ setId, bundle, bytes, savedAt }) => ({
            setId,
            title: bundle.questionSet.title,
            questionCount: bundle.questions.length,
            bytes,
            expiresAt: bundle.expiresAt,
            savedAt,
            setUpdatedAt: bundle.questionSet.updatedAt,
          })),
        };
      }
      // A slower, older read never overwrites a newer one.
      if (call !== latest) return;
      snapshot = next;
      for (const listener of listeners) listener();
    },
  };
};

export const offlineState = createOfflineState(offlineStore);

export const useOfflineState = (): OfflineSnapshot =>
  useSyncExternalStore(offlineState.subscribe, offlineState.get, offlineState.get);
