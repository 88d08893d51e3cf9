/** Where a quiz's local progress is kept: per set and owner, so accounts on one browser do not mix. */
export const localProgressKey = (setId: string, ownerId: string | null) =>
  `quiz-progress:${ownerId ?? 'anonymous'}:${setId}`;

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/**
 * Every quiz progress one learner saved in this browser (their answers, and a paid set's explanations): it leaves
 * with their session (issue 37), at sign-out, offline too, and when the session expires.
 */
export function clearLocalProgressOf(storage: KeyedStorage, ownerId: string): void {
  const prefix = `quiz-progress:${ownerId}:`;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key?.startsWith(prefix) ?? false,
  );
  for (const key of keys) storage.removeItem(key);
}
