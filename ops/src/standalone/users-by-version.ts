import type { ResolvedUser } from '@exam/platform';

/** Entries kept at most; past it the memory starts again (a cheap bound, not an LRU). */
const MAX_USERS = 10_000;

/**
 * What the users read model says of a subject, remembered until the identity projection group commits a change
 * (its version moves): a request read the user's document on every call (16 µs on the answer's path of the
 * benchmark, more than the rest of auth). Exact in the same way as the catalogue caches that key on their
 * group's version: a commit seen by this thread empties it.
 */
export const usersByVersion = (
  resolve: (sub: string) => Promise<ResolvedUser>,
  version: () => number,
): ((sub: string) => Promise<ResolvedUser>) => {
  let keptAt = version();
  const kept = new Map<string, ResolvedUser>();
  return async (sub) => {
    const now = version();
    if (now !== keptAt || kept.size >= MAX_USERS) {
      kept.clear();
      keptAt = now;
    }
    // A user is an object or null, never undefined: one lookup tells whether it is kept.
    const known = kept.get(sub);
    if (known !== undefined) return known;
    const user = await resolve(sub);
    // A commit heard while reading may already be in `user`: kept only if nothing moved meanwhile.
    if (version() === keptAt) kept.set(sub, user);
    return user;
  };
};
