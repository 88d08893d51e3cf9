/**
 * Freezes a JSON-like value and everything in it, in place, and returns it. Documents in a batch's overlay and
 * the runner's memory are shared, never copied: freezing makes a projection that mutates one instead of
 * building a new one fail loudly (ES modules run in strict mode) rather than corrupt what others read.
 */
export const deepFreeze = <T>(value: T): T => {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
};
