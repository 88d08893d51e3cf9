import type { PracticeMode } from '../../entities/progress';

/** What the quiz URL asks for (spec §2 query parameters). */
export type QuizParams = {
  mode: PracticeMode;
  /** `mode=trial` or `trial=true`. */
  explicitTrial: boolean;
  /** `trialLimit`, raw: trialQuestionCount interprets it. */
  trialLimit: string | null;
  /** `questions` in a list mode (wrong answers, review, unseen); null = every question of the set. */
  questionIds: string[] | null;
  /**
   * A list mode: the questions come from the URL, or (a long list, issue 40) from the tab's sessionStorage or the
   * server; the run neither resumes nor saves a position.
   */
  listMode: boolean;
  /** `lastQuestion`: zero-based start index, when it is a whole number. */
  lastQuestion: number | null;
  /** `start=first`: after a reset, begin at the first question and ignore any saved position. */
  startFirst: boolean;
};

const LIST_MODES = ['wrong-answers', 'review', 'unseen'] as const satisfies readonly PracticeMode[];

/** The list a list-mode run goes through, or null for a run through the set. */
export const listModeOf = (params: Pick<QuizParams, 'mode'>): (typeof LIST_MODES)[number] | null =>
  LIST_MODES.find((mode) => mode === params.mode) ?? null;

export function parseQuizParams(params: URLSearchParams): QuizParams {
  const rawMode = params.get('mode');
  const explicitTrial = rawMode === 'trial' || params.get('trial') === 'true';
  const ids = (params.get('questions') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const listed = LIST_MODES.find((mode) => mode === rawMode);
  const rawLast = params.get('lastQuestion');
  const last = rawLast !== null && /^\d+$/.test(rawLast.trim()) ? Number(rawLast) : null;
  return {
    mode: listed ?? (explicitTrial ? 'trial' : 'normal'),
    explicitTrial,
    trialLimit: params.get('trialLimit'),
    questionIds: listed && ids.length > 0 ? ids : null,
    listMode: listed !== undefined,
    lastQuestion: last,
    startFirst: params.get('start') === 'first',
  };
}

const inRange = (index: number | null | undefined, total: number): index is number =>
  typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < total;

/**
 * Where the quiz opens: start=first wins, then `lastQuestion` (ignored when out of range), then the
 * saved position (server or local), else the first question.
 */
export function startIndex(params: QuizParams, total: number, savedIndex: number | null): number {
  if (params.startFirst) return 0;
  if (inRange(params.lastQuestion, total)) return params.lastQuestion;
  if (inRange(savedIndex, total)) return savedIndex;
  return 0;
}
