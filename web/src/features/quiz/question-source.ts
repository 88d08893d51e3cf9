import { QUESTION_WINDOW } from '../../entities/catalogue';
import type { QuizQuestion } from '../../entities/progress';

/** Issue 35: the quiz reads a set in windows of this many questions; the answer sheet's page is one window. */
export const WINDOW_SIZE = QUESTION_WINDOW;

/** The first place of the window holding a place. */
export const windowStart = (index: number) => Math.floor(index / WINDOW_SIZE) * WINDOW_SIZE;

/**
 * The questions of a run as the quiz reads them: the total, and the question at a place once its window has
 * arrived (a big set is never held whole; a list mode or an offline bundle is).
 */
export type QuestionSource = {
  total: number;
  /** undefined while the window holding this place is on its way. */
  at: (index: number) => QuizQuestion | undefined;
  /** The questions held now, in order (the completion summary lists the answered ones among them). */
  held: () => readonly QuizQuestion[];
};

/** Every question in memory: a list mode's questions or a downloaded bundle. */
export const wholeSource = (questions: readonly QuizQuestion[]): QuestionSource => ({
  total: questions.length,
  at: (index) => questions[index],
  held: () => questions,
});

/**
 * Windows by their first place (each in order, place = start + offset). A window shorter than expected or out of
 * step (the set changed meanwhile) is searched by orderIndex instead.
 */
export const windowedSource = (total: number, windows: ReadonlyMap<number, readonly QuizQuestion[]>) => {
  const at = (index: number): QuizQuestion | undefined => {
    const start = windowStart(index);
    const window = windows.get(start);
    if (!window) return undefined;
    const placed = window[index - start];
    if (placed && placed.orderIndex === index) return placed;
    return window.find((question) => question.orderIndex === index);
  };
  const held = () =>
    [...windows.keys()].sort((a, b) => a - b).flatMap((start) => windows.get(start) as QuizQuestion[]);
  return { total, at, held } satisfies QuestionSource;
};

/** Places answered, by window (an answer copies one window's record, never one as long as the set). */
export type OutcomesByWindow = Readonly<Record<number, Readonly<Record<number, boolean>>>>;

export const withOutcome = (outcomes: OutcomesByWindow, index: number, isCorrect: boolean) => {
  const start = windowStart(index);
  return { ...outcomes, [start]: { ...outcomes[start], [index]: isCorrect } };
};

export const outcomeAt = (outcomes: OutcomesByWindow, index: number): boolean | undefined =>
  outcomes[windowStart(index)]?.[index];

/** The learner's saved outcomes by place (the progress summary), for lookups while drawing a page. */
export const outcomesOfSummary = (summary: { correct: number[]; wrong: number[] } | undefined) => {
  const places = new Map<number, boolean>();
  for (const index of summary?.correct ?? []) places.set(index, true);
  for (const index of summary?.wrong ?? []) places.set(index, false);
  return places;
};

/**
 * One window of a list session (issue 40): the questions read by id for ids[start .. start + WINDOW_SIZE), each at
 * its place in the session and numbered by it, so windowedSource reads a session like a set. A question gone from
 * the set since the list was made is a removed stub (skipped past, not a purchase wall), never a wait without end.
 */
export const placeListWindow = (
  ids: readonly string[],
  start: number,
  found: readonly QuizQuestion[],
): QuizQuestion[] => {
  const byId = new Map(found.map((question) => [question.id, question]));
  return ids.slice(start, start + WINDOW_SIZE).map((id, offset) => {
    const place = { number: start + offset + 1, orderIndex: start + offset };
    const question = byId.get(id);
    return question ? { ...question, ...place } : { id, ...place, locked: true, removed: true };
  });
};
