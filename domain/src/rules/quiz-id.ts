const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any RFC 4122-shaped id (version not checked; ids may come from other generators). */
export const isUuid = (value: unknown): boolean => typeof value === 'string' && UUID_PATTERN.test(value);

/**
 * Spec learner §2 quiz page: old links join ids with underscores. Accept the whole value if it is a UUID,
 * else the second part if it is one, else the first part if it is one; null when nothing is valid
 * (the page then shows 問題集IDの形式が異常です).
 */
export const cleanQuizId = (raw: string | null | undefined): string | null => {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (isUuid(value)) return value;
  const parts = value.split('_');
  if (parts.length < 2) return null;
  const [first, second] = parts;
  if (isUuid(second)) return second;
  if (isUuid(first)) return first;
  return null;
};
