import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnsweredQuestion } from '../../entities/progress';
import { useRealtimeConnection } from '../../entities/realtime';
import { toast } from '../../shared/ui/toast';
import { saveLocalProgress } from './local-progress';

/** Spec §9: a save times out after 8 s; the saved indicator shows for 3 s. */
export const SAVE_TIMEOUT_MS = 8_000;
export const SAVED_INDICATOR_MS = 3_000;

export type SaveSnapshot = {
  setId: string;
  lastQuestionIndex: number;
  answeredQuestions: Record<string, AnsweredQuestion>;
  selection: { questionId: string; optionIds: string[] } | null;
  totalQuestions: number;
  timeSpentMs: number;
};

type UpdateResult = { success: boolean; error?: string };

/**
 * Manual save (spec §4 "Quiz progress"): always to local storage; for a signed-in learner also to the
 * server through the socket (progress:update -> progress:update:result), with the spec's toasts.
 */
export function useProgressSave(ownerId: string | null, signedIn: boolean, onSaved: () => void) {
  const { t } = useTranslation();
  const connection = useRealtimeConnection();
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const showSaved = useCallback(() => {
    onSaved();
    toast.success(t('quiz.saveSuccess'), { id: 'quiz-saved' });
    setJustSaved(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setJustSaved(false), SAVED_INDICATOR_MS);
  }, [onSaved, t]);

  const save = useCallback(
    async (snapshot: SaveSnapshot) => {
      const { setId, timeSpentMs, ...progress } = snapshot;
      saveLocalProgress(localStorage, setId, ownerId, { ...progress, lastUpdated: Date.now() });
      if (!signedIn) {
        showSaved();
        return;
      }
      if (!connection?.isConnected) {
        toast.error(t('quiz.saveNoSocket'), { id: 'quiz-save-failed' });
        return;
      }
      setSaving(true);
      try {
        const result = await connection.request<UpdateResult>(
          'progress:update',
          { questionSetId: setId, lastQuestionIndex: snapshot.lastQuestionIndex, timeSpent: timeSpentMs },
          'progress:update:result',
          SAVE_TIMEOUT_MS,
        );
        if (result?.success) showSaved();
        else
          toast.error(t('quiz.saveFailed', { reason: result?.error || t('quiz.saveServerFailed') }), {
            id: 'quiz-save-failed',
          });
      } catch (error) {
        const reason = error instanceof Error && error.message === 'timeout' ? t('quiz.saveTimeout') : null;
        toast.error(reason ? t('quiz.saveFailed', { reason }) : t('quiz.saveNoSocket'), {
          id: 'quiz-save-failed',
        });
      } finally {
        setSaving(false);
      }
    },
    [connection, ownerId, showSaved, signedIn, t],
  );

  return { save, saving, justSaved };
}
