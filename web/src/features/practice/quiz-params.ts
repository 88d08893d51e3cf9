import type { PracticeMode } from './types';

/** What the quiz URL asks for (spec §2 query parameters). */
export type QuizParams = {
  mode: PracticeMode;
  /** `mode=trial` or `trial=true`. */
  explicitTrial: boolean;
  /** `trialLimit`, raw: trialQuestionCount interprets it. */
  trialLimit: string | null;
  /** `questions` in wrong-answer mode; null = every question of the set. */
  questionIds: string[] | null;
  /** `lastQuestion`: zero-based start index, when it is a whole number. */
  lastQuestion: number | null;
  /** `start=first`: after a reset, begin at the first question and ignore any saved position. */
  startFirst: boolean;
};

export function parseQuizParams(params: URLSearchParams): QuizParams {
  const rawMode = params.get('mode');
  const explicitTrial = rawMode === 'trial' || params.get('trial') === 'true';
  const ids = (params.get('questions') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const wrongAnswers = rawMode === 'wrong-answers';
  const rawLast = params.get('lastQuestion');
  const last = rawLast !== null && /^\d+$/.test(rawLast.trim()) ? Number(rawLast) : null;
  return {
    mode: wrongAnswers ? 'wrong-answers' : explicitTrial ? 'trial' : 'normal',
    explicitTrial,
    trialLimit: params.get('trialLimit'),
    questionIds: wrongAnswers && ids.length > 0 ? ids : null,
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
