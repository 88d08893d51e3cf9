/** Spec learner §2 account manager and §9: the refresh-token lifetime a user may choose, in days. */
export const TOKEN_EXPIRY_DAY_CHOICES = [7, 15, 30, 60, 90] as const;
export type TokenExpiryDays = (typeof TOKEN_EXPIRY_DAY_CHOICES)[number];
export const DEFAULT_TOKEN_EXPIRY_DAYS: TokenExpiryDays = 30;
/** The authorization parameter the web sends with its choice. */
export const TOKEN_EXPIRY_PARAM = 'token_expiry_days';

export const isTokenExpiryDays = (value: unknown): value is TokenExpiryDays =>
  TOKEN_EXPIRY_DAY_CHOICES.includes(value as TokenExpiryDays);

/** A choice from a raw parameter: absent -> the default; anything outside the choices -> null (refuse it). */
export const parseTokenExpiryDays = (raw: string | number | null | undefined): TokenExpiryDays | null => {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_TOKEN_EXPIRY_DAYS;
  const value = typeof raw === 'number' ? raw : /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  return isTokenExpiryDays(value) ? value : null;
};
