import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { toast } from '../../shared/ui/toast';
import { batchBodyOf, batchReplyOf, offlineApi } from './api';
import { offlineState } from './offline-state';
import { offlineStore } from './offline-store';
import { runSync } from './sync-runner';

let running: Promise<unknown> | null = null;

/**
 * While a learner is signed in: the offline data is read for the header and the profile, bundles whose access
 * ended are dropped, and the outbox is sent at start and whenever the connection comes back (issue 26 item 4).
 * One sync at a time, with a token that has not expired; a refusal is announced and kept in the profile's list until dismissed.
 */
export function useOfflineSync(userId: string | null) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  // A new token (restored, renewed once the connection is back) is a new chance to send; an expired one is not
  // used (its 401 would end the session).
  const accessToken = useAppSelector((state) => state.auth.accessToken);
  const expiresAt = useAppSelector((state) => state.auth.expiresAt);

  useEffect(() => {
    if (!userId) {
      void offlineState.refresh(null);
      return;
    }
    const sync = async () => {
      await offlineStore.dropExpiredBundles();
      if (navigator.onLine && accessToken && (expiresAt ?? 0) > Date.now()) {
        const report = await runSync(userId, offlineStore, async (setId, answers) =>
          batchReplyOf(
            await dispatch(
              offlineApi.endpoints.submitAnswerBatch.initiate({ setId, answers: batchBodyOf(answers) }),
            ),
          ),
        );
        if (report.recorded.length > 0) {
          // Every set's progress, the wrong answers and the learning path (its tags follow WrongAnswer).
          dispatch(api.util.invalidateTags(['Progress', 'WrongAnswer']));
          toast.success(t('offline.synced', { count: report.recorded.length }), { id: 'offline-synced' });
        }
        for (const conflict of report.newConflicts)
          toast.warning(
            t('offline.conflict', { title: conflict.title || conflict.questionSetId, count: conflict.count }),
            { id: `offline-conflict-${conflict.id}`, title: conflict.message, autoClose: 15_000 },
          );
      }
      await offlineState.refresh(userId);
    };
    const start = () => {
      if (running) return;
      running = sync()
        .catch(() => offlineState.refresh(userId))
        .finally(() => {
          running = null;
        });
    };
    start();
    window.addEventListener('online', start);
    return () => window.removeEventListener('online', start);
  }, [userId, accessToken, expiresAt, dispatch, t]);
}
