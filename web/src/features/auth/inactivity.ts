/**
 * Spec §4 Session / §9: 30 minutes without mouse, key, scroll or touch signs the user out, with a
 * warning a minute before.
 */
export const INACTIVITY_POLICY = { timeoutMs: 30 * 60_000, warnBeforeMs: 60_000 } as const;

export type InactivityPolicy = { timeoutMs: number; warnBeforeMs: number };

export type InactivityPhase =
  | { phase: 'active'; msUntilWarning: number }
  | { phase: 'warning'; msUntilLogout: number }
  | { phase: 'expired' };

/** Where a session stands, given the last activity; the caller sleeps for the returned time. */
export function inactivityPhase(
  lastActivityAt: number,
  now: number,
  policy: InactivityPolicy = INACTIVITY_POLICY,
): InactivityPhase {
  const idle = Math.max(0, now - lastActivityAt);
  if (idle >= policy.timeoutMs) return { phase: 'expired' };
  const warnAt = policy.timeoutMs - policy.warnBeforeMs;
  if (idle >= warnAt) return { phase: 'warning', msUntilLogout: policy.timeoutMs - idle };
  return { phase: 'active', msUntilWarning: warnAt - idle };
}

/** The DOM events that count as activity. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'wheel',
] as const;
