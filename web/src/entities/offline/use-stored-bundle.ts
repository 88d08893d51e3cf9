import type { OfflineBundle } from '@exam/domain/schemas';
import { useEffect, useState } from 'react';
import { useOfflineState } from './offline-state';
import { offlineStore } from './offline-store';

export type StoredBundleState = { ready: boolean; bundle: OfflineBundle | null };

/** The learner's downloaded bundle of the set (read again when a download or a delete happens). */
export function useStoredBundle(setId: string, userId: string | null): StoredBundleState {
  const { bundles } = useOfflineState();
  const savedAt = bundles.find((entry) => entry.setId === setId)?.savedAt ?? null;
  const key = `${userId}:${setId}`;
  const [read, setRead] = useState<{ key: string; bundle: OfflineBundle | null } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedAt marks a new or deleted download
  useEffect(() => {
    if (!userId) return;
    let live = true;
    offlineStore
      .bundleOf(userId, setId)
      .then((entry) => live && setRead({ key, bundle: entry?.bundle ?? null }))
      .catch(() => live && setRead({ key, bundle: null }));
    return () => {
      live = false;
    };
  }, [key, savedAt]);
  if (!userId) return { ready: true, bundle: null };
  return read?.key === key ? { ready: true, bundle: read.bundle } : { ready: false, bundle: null };
}
