import { useMemo, useRef } from 'react';
import type { WindowQuestion } from '../../entities/catalogue';
import type { QuizQuestion } from '../../entities/progress';
import { type QuestionSource, WINDOW_SIZE, windowedSource, windowStart } from './question-source';
import { toQuizQuestions } from './quiz-questions';
import { useGetQuestionWindowQuery } from './quiz-reads-api';

type WindowsInput = {
  setId: string;
  /** Off for a list mode or an offline run: their questions are all in memory. */
  enabled: boolean;
  total: number;
  /** The first window, which comes with the set's own read. */
  first: readonly WindowQuestion[] | undefined;
  currentIndex: number;
  /** The first place of the answer sheet's page. */
  sheetFrom: number;
};

/**
 * Issue 35: a big set is read in windows: the current question's, the next one (prefetched, so 次の問題 at a
 * window's end shows at once) and the answer sheet's page. Windows seen stay held for the run; the source changes
 * only when a window arrives, never on an answer or a choice.
 */
export function useQuestionWindows(input: WindowsInput): QuestionSource | null {
  const { setId, enabled, total, first, currentIndex, sheetFrom } = input;
  const current = windowStart(Math.max(0, currentIndex));
  const next = current + WINDOW_SIZE;
  const options = (from: number) => ({ skip: !enabled || from === 0 || from >= total });
  // currentData: the window of these arguments only (data would still hold the previous window's questions).
  const here = useGetQuestionWindowQuery({ setId, from: current }, options(current)).currentData;
  const ahead = useGetQuestionWindowQuery({ setId, from: next }, options(next)).currentData;
  const sheet = useGetQuestionWindowQuery({ setId, from: sheetFrom }, options(sheetFrom)).currentData;
  const held = useRef(new Map<number, QuizQuestion[]>());
  const converted = useRef(new WeakMap<readonly WindowQuestion[], QuizQuestion[]>());

  return useMemo(() => {
    if (!enabled) return null;
    const convert = (list: readonly WindowQuestion[]) => {
      const known = converted.current.get(list);
      if (known) return known;
      const questions = toQuizQuestions(list);
      converted.current.set(list, questions);
      return questions;
    };
    const windows = new Map(held.current);
    if (first) windows.set(0, convert(first));
    for (const [from, window] of [
      [current, here],
      [next, ahead],
      [sheetFrom, sheet],
    ] as const)
      if (window && from !== 0) windows.set(from, convert(window.list));
    held.current = windows;
    return windowedSource(total, windows);
  }, [enabled, first, total, current, next, sheetFrom, here, ahead, sheet]);
}
