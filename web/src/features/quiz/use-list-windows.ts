import { useMemo, useRef } from 'react';
import type { WindowQuestion } from '../../entities/catalogue';
import type { QuizQuestion } from '../../entities/progress';
import {
  placeListWindow,
  type QuestionSource,
  WINDOW_SIZE,
  windowedSource,
  windowStart,
} from './question-source';
import { toQuizQuestions } from './quiz-questions';
import { useGetListedQuestionsQuery } from './quiz-reads-api';

type ListWindowsInput = {
  setId: string;
  /** The session's ids, or null when the run is not a list session read online. */
  ids: readonly string[] | null;
  currentIndex: number;
  /** The first place of the answer sheet's page. */
  sheetFrom: number;
};

/**
 * Issue 40: a list session of any length is read like a big set (issue 35): by id, one window of its list at a
 * time (the current question's, the next one prefetched, the answer sheet's page), never all of it at once.
 */
export function useListWindows({
  setId,
  ids,
  currentIndex,
  sheetFrom,
}: ListWindowsInput): QuestionSource | null {
  const total = ids?.length ?? 0;
  const current = windowStart(Math.max(0, currentIndex));
  const next = current + WINDOW_SIZE;
  const windowOf = (from: number) => ({ setId, ids: ids?.slice(from, from + WINDOW_SIZE) ?? [] });
  const options = (from: number) => ({ skip: ids === null || from >= total });
  // currentData: the window of these arguments only (data would still hold the previous window's questions).
  const here = useGetListedQuestionsQuery(windowOf(current), options(current)).currentData;
  const ahead = useGetListedQuestionsQuery(windowOf(next), options(next)).currentData;
  const sheet = useGetListedQuestionsQuery(windowOf(sheetFrom), options(sheetFrom)).currentData;
  const held = useRef(new Map<number, QuizQuestion[]>());
  const placed = useRef(new WeakMap<readonly WindowQuestion[], QuizQuestion[]>());

  return useMemo(() => {
    if (ids === null) return null;
    const windows = new Map(held.current);
    for (const [from, found] of [
      [current, here],
      [next, ahead],
      [sheetFrom, sheet],
    ] as const) {
      if (!found) continue;
      let questions = placed.current.get(found);
      if (!questions) {
        questions = placeListWindow(ids, from, toQuizQuestions(found));
        placed.current.set(found, questions);
      }
      windows.set(from, questions);
    }
    held.current = windows;
    return windowedSource(ids.length, windows);
  }, [ids, current, next, sheetFrom, here, ahead, sheet]);
}
