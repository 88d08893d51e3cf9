import { useEffect } from 'react';
import { keepListPlace, type ListMode } from '../../entities/progress';
import { saveLocalProgress } from './local-progress';
import type { QuizSession } from './quiz-session';

// Issue 40: the purchase wall no longer replaces the last trial question 1.5 s after its verdict (spec §9's
// prompt delay): the learner reads the verdict and explanation, revisits the trial questions, and meets the
// wall when moving past them (QuizRun's jumpTo).

/**
 * Local progress follows every change (spec §4: saved locally; valid 24 h; an offline run resumes from it,
 * issue 26). Wrong-answer runs are not kept (a long list session keeps only its place in the tab). The summary
 * opens at its top (issue 22).
 */
export function useLocalRunSave(
  session: QuizSession,
  run: {
    setId: string;
    userId: string | null;
    total: number;
    listMode: boolean;
    /** A long list session kept for the tab (issue 40): its place is kept too, for a reload. */
    keptList?: ListMode | null;
  },
) {
  const { setId, userId, total, listMode, keptList } = run;
  useEffect(() => {
    if (keptList) keepListPlace(sessionStorage, setId, keptList, session.currentIndex);
  }, [keptList, setId, session.currentIndex]);
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
