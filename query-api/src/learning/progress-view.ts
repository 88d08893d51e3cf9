import { ValidationError } from '@exam/domain/errors';
import { catalogueJa, interpolate } from '@exam/domain/i18n';
import { Bounds, requireInRange } from '@exam/domain/rules';
import type { SetProgress } from './set-progress.js';

/** What GET /practice/{setId}/progress answers: every answer in full, a compact summary, or one window's answers. */
export type ProgressView =
  | { kind: 'full' }
  | { kind: 'summary' }
  | { kind: 'window'; from: number; limit: number };

const texts = catalogueJa.server.input;

const whole = (raw: unknown) => (typeof raw === 'string' && /^\d{1,7}$/.test(raw) ? Number(raw) : Number.NaN);

export const progressViewOf = (query: Record<string, unknown>): ProgressView => {
  const view = query.view;
  if (view === undefined || view === '' || view === 'full') return { kind: 'full' };
  if (view === 'summary') return { kind: 'summary' };
  if (view === 'window') {
    const from = whole(query.cursor ?? '0');
    if (!Number.isInteger(from))
      throw new ValidationError(texts.progressCursorInvalid, 'INVALID_CURSOR', { field: 'cursor' });
    return {
      kind: 'window',
      from,
      limit: requireInRange(Bounds.questionWindow, whole(query.limit), 'limit', 'INVALID_PAGE'),
    };
  }
  throw new ValidationError(
    interpolate(texts.oneOf, { field: 'view', allowed: 'full / summary / window' }),
    'VALIDATION_FAILED',
    {
      field: 'view',
    },
  );
};

/** The answer sheet's colours for a whole set: the places answered right and wrong (latest answer counts). */
export type ProgressSummary = {
  answeredCount: number;
  correctCount: number;
  lastQuestionIndex: number;
  /** Zero-based places in the set's order, ascending. */
  correct: number[];
  wrong: number[];
};

export const summariseResume = (saved: SetProgress): ProgressSummary => {
  const correct: number[] = [];
  const wrong: number[] = [];
  for (const answer of saved.answeredQuestions)
    (answer.isCorrect ? correct : wrong).push(answer.questionIndex);
  const ascending = (a: number, b: number) => a - b;
  return {
    answeredCount: saved.answeredQuestions.length,
    correctCount: correct.length,
    lastQuestionIndex: saved.lastQuestionIndex,
    correct: correct.sort(ascending),
    wrong: wrong.sort(ascending),
  };
};
