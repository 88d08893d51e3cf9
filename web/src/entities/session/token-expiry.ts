/**
 * Spec §2 / §9: the refresh-token lifetime a user picks in the account manager, sent as the
 * `token_expiry_days` authorization parameter at the next sign-in.
 */
export const TOKEN_EXPIRY_CHOICES = [7, 15, 30, 60, 90] as const;
export type TokenExpiryDays = (typeof TOKEN_EXPIRY_CHOICES)[number];
export const DEFAULT_TOKEN_EXPIRY_DAYS: TokenExpiryDays = 30;

export function parseTokenExpiryDays(raw: unknown): TokenExpiryDays {
  const days = Number(raw);
  return (TOKEN_EXPIRY_CHOICES as readonly number[]).includes(days)
    ? (days as TokenExpiryDays)
    : DEFAULT_TOKEN_EXPIRY_DAYS;
}
