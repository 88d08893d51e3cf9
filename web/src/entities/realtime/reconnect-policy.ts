/** Spec §4 realtime socket and §9: doubling delay from 1 s up to 30 s, at most 10 attempts. */
export type ReconnectPolicy = { initialDelayMs: number; maxDelayMs: number; maxAttempts: number };

export const RECONNECT_POLICY: ReconnectPolicy = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  maxAttempts: 10,
};

export type ReconnectDecision = { kind: 'retry'; attempt: number; delayMs: number } | { kind: 'give-up' };

/**
 * What to do after `failedAttempts` consecutive failures (1 = the first failure): wait and try
 * attempt number `failedAttempts`, or give up once the attempts are spent.
 */
export function nextReconnect(
  failedAttempts: number,
  policy: ReconnectPolicy = RECONNECT_POLICY,
): ReconnectDecision {
  if (failedAttempts < 1) throw new RangeError('failedAttempts starts at 1');
  if (failedAttempts > policy.maxAttempts) return { kind: 'give-up' };
  const delayMs = Math.min(policy.initialDelayMs * 2 ** (failedAttempts - 1), policy.maxDelayMs);
  return { kind: 'retry', attempt: failedAttempts, delayMs };
}

export type DisconnectHandling = 'reconnect' | 'auth-failed' | 'stay-closed';

/**
 * socket.io disconnect reasons: the server closing us ('io server disconnect') means it refused the
 * session (spec: show an authentication failure); closing it ourselves stays closed; a ping timeout,
 * transport close or error is retried.
 */
export function handlingOfDisconnect(reason: string): DisconnectHandling {
  if (reason === 'io server disconnect') return 'auth-failed';
  if (reason === 'io client disconnect') return 'stay-closed';
  return 'reconnect';
}
