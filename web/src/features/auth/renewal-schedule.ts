/** Spec §4 Session / §9: access tokens are renewed silently 60 s before they expire. */
export const RENEWAL_POLICY = { leadMs: 60_000, retryMs: 5_000, minDelayMs: 0 } as const;

export type RenewalPolicy = { leadMs: number; retryMs: number; minDelayMs: number };

export type RenewalPlan =
  /** Renew after `delayMs` (0 = now). */
  | { kind: 'renew-in'; delayMs: number }
  /** Nothing to renew with: the session ends when the token expires. */
  | { kind: 'expire-in'; delayMs: number };

export function planRenewal(
  expiresAt: number,
  now: number,
  hasRefreshToken: boolean,
  policy: RenewalPolicy = RENEWAL_POLICY,
): RenewalPlan {
  const untilExpiry = Math.max(0, expiresAt - now);
  if (!hasRefreshToken) return { kind: 'expire-in', delayMs: untilExpiry };
  return { kind: 'renew-in', delayMs: Math.max(policy.minDelayMs, untilExpiry - policy.leadMs) };
}

/** After a failed renewal: retry in 5 s while the token still lives, else let it expire. */
export function planRetry(
  expiresAt: number,
  now: number,
  policy: RenewalPolicy = RENEWAL_POLICY,
): RenewalPlan {
  const untilExpiry = expiresAt - now;
  if (untilExpiry <= policy.retryMs) return { kind: 'expire-in', delayMs: Math.max(0, untilExpiry) };
  return { kind: 'renew-in', delayMs: policy.retryMs };
}

/** A token that expires within `skewMs` counts as expired (clock differences, request time). */
export const isExpired = (expiresAt: number | null, now: number, skewMs = 5_000) =>
  expiresAt === null || expiresAt - skewMs <= now;
