import { type Dispatch, useEffect, useRef } from 'react';
import { saveLocalProgress } from './local-progress';
import type { QuizSession, QuizSessionAction } from './quiz-session';

/** Spec §9: the purchase prompt comes 1.5 s after the trial limit is reached. */
const PURCHASE_PROMPT_DELAY_MS = 1_500;

/** Spec §4 Access per set: once the trial limit is reached the purchase wall follows (at once on load). */
export function useTrialWall(
  trialReached: boolean,
  session: QuizSession,
  dispatch: Dispatch<QuizSessionAction>,
) {
  const reachedAtStart = useRef(trialReached);
  useEffect(() => {
    if (!trialReached || session.trialEnded) return;
    const delay = reachedAtStart.current ? 0 : PURCHASE_PROMPT_DELAY_MS;
    const timer = setTimeout(() => dispatch({ type: 'trialEnded' }), delay);
    return () => clearTimeout(timer);
  }, [trialReached, session.trialEnded, dispatch]);
}

/**
 * Local progress follows every change (spec §4: saved locally; valid 24 h; an offline run resumes from it,
 * issue 26). Wrong-answer runs are not kept. The summary opens at its top (issue 22).
 */
export function useLocalRunSave(
  session: QuizSession,
  run: { setId: string; userId: string | null; total: number; listMode: boolean },
) {
  const { setId, userId, total, listMode } = run;
  useEffect(() => {
    if (listMode) return;
    saveLocalProgress(localStorage, setId, userId, {
      answeredQuestions: session.answers,
      lastQuestionIndex: session.currentIndex,
      selection: null,
      totalQuestions: total,
      lastUpdated: Date.now(),
    });
  }, [session.answers, session.currentIndex, setId, userId, total, listMode]);

  useEffect(() => {
    if (session.completed) window.scrollTo({ top: 0 });
  }, [session.completed]);
}
