export type JumpRequest = {
  target: number;
  current: number;
  total: number;
  /** The target is a locked stub (beyond what the server opened for this caller). */
  targetLocked?: boolean;
  /** A free set, or a paid set the learner owns. */
  fullAccess: boolean;
  answeredCount: number;
  trialLimit: number;
  submitting: boolean;
  completed: boolean;
};

export type JumpDecision = 'allowed' | 'blocked' | 'trial-ended';

/**
 * Spec §4 "Jumping": free sets and owners go anywhere; in a trial, earlier or current questions, or a
 * question inside the trial while answers are still fewer than the limit. Anything else ends the trial
 * (toast and purchase wall). Nothing moves while an answer is being submitted or after completion.
 */
export function decideJump(request: JumpRequest): JumpDecision {
  const { target, current, total, fullAccess, answeredCount, trialLimit, submitting, completed } = request;
  if (submitting || completed) return 'blocked';
  if (!Number.isInteger(target) || target < 0 || target >= total) return 'blocked';
  // The server is the authority: a question it sent locked cannot be opened, whatever the local count says.
  if (request.targetLocked) return 'trial-ended';
  if (fullAccess || target <= current) return 'allowed';
  if (target < trialLimit && answeredCount < trialLimit) return 'allowed';
  return 'trial-ended';
}
