/** Rounded percentage of correct answers, capped at 100 (spec learner §9); 0 when nothing was answered. */
export const accuracyPercent = (correct: number, answered: number): number => {
  if (!Number.isFinite(answered) || answered <= 0 || !Number.isFinite(correct) || correct <= 0) return 0;
  return Math.min(100, Math.round((correct / answered) * 100));
};
