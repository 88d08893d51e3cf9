/** Spec learner §4 "Trial question count"; the spec's default trial is 3 questions. */
export const DEFAULT_TRIAL_QUESTIONS = 3;

export type TrialQuestionCountInput = {
  /** The quiz was opened in trial mode (`mode=trial` or `trial=true`). */
  explicitTrialMode: boolean;
  /** `trialLimit` from the query string, raw. */
  trialLimit?: number | string | null;
  /** The set's trialQuestions, raw. */
  trialQuestions?: number | string | null;
  /** Whether the set is considered paid (see isPaidQuestionSet). */
  isPaid: boolean;
};

/** A whole number from a number or numeric string; null when absent or not a number. */
const toWholeNumber = (value: number | string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.floor(number) : null;
};

export const trialQuestionCount = ({
  explicitTrialMode,
  trialLimit,
  trialQuestions,
  isPaid,
}: TrialQuestionCountInput): number => {
  const limit = toWholeNumber(trialLimit);
  const setTrial = toWholeNumber(trialQuestions);
  if (explicitTrialMode) {
    if (limit !== null && limit > 0) return limit;
    if (setTrial !== null && setTrial > 0) return setTrial;
    return DEFAULT_TRIAL_QUESTIONS;
  }
  if (setTrial !== null && setTrial >= 0) return setTrial;
  return isPaid ? 1 : 0;
};
