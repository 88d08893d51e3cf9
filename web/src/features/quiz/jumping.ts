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
 * Spec §4 "Jumping": free sets and owners go anywhere; in a trial, earlier or current questions, or any question
 * inside the trial (issue 40: the trial questions stay readable, answered or not, after the limit). Anything
 * else ends the trial (toast and purchase wall). Nothing moves while an answer is being submitted or after
 * completion.
 */
export function decideJump(request: JumpRequest): JumpDecision {
  const { target, current, total, fullAccess, answeredCount, trialLimit, submitting, completed } = request;
  if (submitting || completed) return 'blocked';
  if (!Number.isInteger(target) || target < 0 || target >= total) return 'blocked';
  // The server is the authority: a question it sent locked cannot be opened, whatever the local count says.
  if (request.targetLocked) return 'trial-ended';
  if (fullAccess || target <= current) return 'allowed';
  // Once the limit is reached every trial question has been answered (the rest are locked): all stay open.
  if (target < trialLimit && (answeredCount < trialLimit || target < answeredCount)) return 'allowed';
  return 'trial-ended';
}
