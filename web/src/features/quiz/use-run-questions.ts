import { type Dispatch, useMemo } from 'react';
import type { WindowQuestion } from '../../entities/catalogue';
import type { QuizQuestion } from '../../entities/progress';
import { wholeSource } from './question-source';
import type { QuizSession, QuizSessionAction } from './quiz-session';
import { useAnswersFromOtherDevice } from './use-answers-from-other-device';
import { useListWindows } from './use-list-windows';
import { useQuestionWindows } from './use-question-windows';
import { useOutcomes, useSheetPage } from './use-sheet';

type RunQuestionsInput = {
  setId: string;
  whole: readonly QuizQuestion[] | null;
  /** A list session read online (issue 40): its ids, read in windows; null otherwise. */
  listIds: readonly string[] | null;
  firstWindow: readonly WindowQuestion[] | undefined;
  total: number;
  /** Signed in, online, not a list mode: the saved answers come from the server. */
  fromServer: boolean;
};

/**
 * What a run reads of its set (issue 35): the windows around the current question and the answer sheet's page,
 * the saved answers of those windows, and the outcomes the sheet draws. `current` is undefined while the current
 * window (or its saved answers) is on its way.
 */
export function useRunQuestions(
  input: RunQuestionsInput,
  session: QuizSession,
  dispatch: Dispatch<QuizSessionAction>,
) {
  const { setId, whole, listIds, firstWindow, total, fromServer } = input;
  const listed = whole === null ? listIds : null;
  const [sheetFrom, setSheetFrom] = useSheetPage(session.currentIndex, session.completed);
  const windowed = useQuestionWindows({
    setId,
    enabled: whole === null && listed === null,
    total,
    first: firstWindow,
    currentIndex: session.currentIndex,
    sheetFrom,
  });
  const listWindows = useListWindows({
    setId,
    ids: listed,
    currentIndex: session.currentIndex,
    sheetFrom,
  });
  const source = useMemo(
    () => windowed ?? listWindows ?? wholeSource(whole ?? []),
    [windowed, listWindows, whole],
  );
  const detailsHere = useAnswersFromOtherDevice(
    { setId, enabled: fromServer, currentIndex: session.currentIndex, total },
    dispatch,
  );
  const outcomes = useOutcomes({ setId, enabled: fromServer }, session, source);
  const shown = source.at(Math.min(session.currentIndex, total - 1));
  return { source, sheetFrom, setSheetFrom, outcomes, current: detailsHere ? shown : undefined };
}
