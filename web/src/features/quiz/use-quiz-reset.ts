import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { keepListPlace, useResetPracticeMutation } from '../../entities/progress';
import type { Learner } from '../../entities/session';
import { toast } from '../../shared/ui/toast';
import { clearLocalProgress } from './local-progress';
import { listModeOf, type QuizParams } from './quiz-params';

/** Spec §4: reset clears answers, position, timer and stored progress, then reloads at start=first. */
export function useQuizReset(setId: string, params: QuizParams, learner: Learner) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [resetPractice, { isLoading: resetting }] = useResetPracticeMutation();
  const reset = async () => {
    if (learner.signedIn) {
      try {
        await resetPractice(setId).unwrap();
      } catch {
        toast.error(t('quiz.resetFailed'), { id: 'quiz-reset-failed' });
        return;
      }
    }
    clearLocalProgress(localStorage, setId, learner.userId);
    // A long list session kept for the tab starts again at its first question (its ids stay: the same session).
    const kept = listModeOf(params);
    if (kept && !params.questionIds) keepListPlace(sessionStorage, setId, kept, 0);
    toast.success(t('quiz.resetDone'), { id: 'quiz-reset-done' });
    const query = new URLSearchParams();
    // A long list session keeps its ids in the tab (issue 40): its mode alone brings them back.
    if (params.listMode) query.set('mode', params.mode);
    if (params.listMode && params.questionIds) query.set('questions', params.questionIds.join(','));
    query.set('start', 'first');
    query.set('t', String(Date.now()));
    navigate(`/quiz/${encodeURIComponent(setId)}?${query.toString()}`, { replace: true });
  };
  return { reset, resetting };
}
