import '../../../shared/i18n/offline';
import { Progress, Stack, Switch, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../shared/store/hooks';
import { toast } from '../../../shared/ui/toast';
import {
  BundleDownloadError,
  type DownloadProgress,
  downloadBundle,
  savedProgress,
} from '../bundle-download';
import { formatBytes } from '../bytes';
import { offlineState, useOfflineState } from '../offline-state';
import { offlineStore } from '../offline-store';

/** Whether a set may be kept offline: the learner's access covers it whole (free, purchased or redeemed). */
export const mayKeepOffline = (set: { hasAccess: boolean; accessType: string }) =>
  set.hasAccess && (set.accessType === 'free' || set.accessType === 'paid' || set.accessType === 'redeemed');

const progressText = (progress: DownloadProgress, t: TFunction) => {
  if (progress.phase === 'checking') return t('offline.checking');
  if (progress.phase === 'saving') return t('offline.saving');
  const received = formatBytes(progress.receivedBytes);
  return progress.totalBytes
    ? t('offline.downloadingOf', { received, total: formatBytes(progress.totalBytes) })
    : t('offline.downloading', { received });
};

/**
 * オフラインで使う (issue 26 item 2): on, the set's bundle is downloaded with its progress shown and kept in
 * IndexedDB; off, it is deleted. Only for a signed-in learner whose access covers the whole set.
 */
export function OfflineToggle({
  setId,
  userId,
  setUpdatedAt,
}: {
  setId: string;
  userId: string;
  setUpdatedAt: string;
}) {
  const { t } = useTranslation();
  const accessToken = useAppSelector((state) => state.auth.accessToken);
  const { bundles } = useOfflineState();
  const saved = bundles.find((entry) => entry.setId === setId);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const busy = progress !== null && progress.phase !== 'done';

  const download = async (quiet = false) => {
    if (!accessToken) return;
    try {
      const { bundle, bytes } = await downloadBundle(setId, accessToken, setProgress);
      await offlineStore.saveBundle(userId, bundle, bytes);
      setProgress(savedProgress(bytes, bytes));
      await offlineState.refresh(userId);
      if (!quiet)
        toast.success(t('offline.downloaded', { title: bundle.questionSet.title }), { id: 'offline-toggle' });
    } catch (error) {
      setProgress(null);
      // The server says the access no longer covers the set (or the set is gone): a kept bundle goes too.
      if (error instanceof BundleDownloadError && (error.status === 403 || error.status === 404))
        await remove(false);
      const message = error instanceof BundleDownloadError ? error.message : String(error);
      toast.error(t('offline.downloadFailed', { message }), { id: 'offline-toggle' });
    }
  };

  const remove = async (announce = true) => {
    await offlineStore.deleteBundle(setId);
    setProgress(null);
    await offlineState.refresh(userId);
    if (announce) toast.info(t('offline.removed'), { id: 'offline-toggle' });
  };

  // The set changed on the server since the download (questions edited, added, removed): fetched again, and a
  // refusal now (the access ended) drops the kept bundle.
  const stale = saved !== undefined && saved.setUpdatedAt !== setUpdatedAt;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per stale bundle
  useEffect(() => {
    if (stale && !busy) void download(true);
  }, [stale]);

  return (
    <Stack gap={4} data-testid="offline-toggle-block" maw={360}>
      <Switch
        checked={Boolean(saved) || busy}
        disabled={busy}
        onChange={(event) => void (event.currentTarget.checked ? download() : remove())}
        label={t('offline.toggle')}
        description={
          saved
            ? t('offline.saved', { size: formatBytes(saved.bytes), count: saved.questionCount })
            : t('offline.toggleHint')
        }
        data-testid="offline-toggle"
      />
      {busy && progress && (
        <>
          <Progress
            value={progress.percent}
            animated
            aria-label={t('offline.toggle')}
            data-testid="offline-progress"
            data-percent={progress.percent}
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            {progressText(progress, t)}
          </Text>
        </>
      )}
    </Stack>
  );
}
