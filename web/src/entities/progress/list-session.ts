/** The learner's lists a practice session runs through (spec §2 `mode`). */
export type ListMode = 'wrong-answers' | 'review' | 'unseen';

/**
 * At most this many question ids travel in the quiz URL (spec §2 `questions=`). A longer list would make the
 * request line too long to reload (Node answers 431 past about 400 ids): the URL then names only the mode, the
 * quiz reads the learner's list from the server once and keeps it in the tab's sessionStorage for reloads.
 */
export const URL_LIST_LIMIT = 100;

const keyOf = (setId: string, mode: ListMode) => `exam.list-session:${setId}:${mode}`;
const placeKeyOf = (setId: string, mode: ListMode) => `${keyOf(setId, mode)}:at`;

const fitsUrl = (ids: readonly string[] | null): ids is readonly string[] =>
  ids !== null && ids.length > 0 && ids.length <= URL_LIST_LIMIT;

/** The quiz URL of a list session; the ids go in it only when few (wrong answers keep their spec shape). */
export function listSessionUrl(setId: string, mode: ListMode, ids: readonly string[] | null): string {
  // null: the list is longer than the first page the caller read.
  const query = new URLSearchParams({ mode });
  if (fitsUrl(ids)) query.set('questions', ids.join(','));
  if (mode !== 'wrong-answers') query.set('start', 'first');
  return `/quiz/${encodeURIComponent(setId)}?${query.toString().replaceAll('%2C', ',')}`;
}

/**
 * Called as a session starts: ids an earlier session of this tab kept are dropped, so a long list is read afresh
 * by the quiz (from the server, in the set's order) and then kept for the session's reloads.
 */
export function forgetListSession(storage: Pick<Storage, 'removeItem'>, setId: string, mode: ListMode): void {
  try {
    storage.removeItem(keyOf(setId, mode));
    storage.removeItem(placeKeyOf(setId, mode));
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** Keeps the ids the quiz read from the server for this tab: a reload runs through the same questions. */
export function keepListSession(
  storage: Pick<Storage, 'setItem'>,
  setId: string,
  mode: ListMode,
  ids: readonly string[],
): void {
  try {
    storage.setItem(keyOf(setId, mode), JSON.stringify(ids));
  } catch {
    // Storage full or refused: a reload reads the list from the server again.
  }
}

/** The session's ids kept for this tab, or null (none, or not a list of ids). */
export function storedListSession(
  storage: Pick<Storage, 'getItem'>,
  setId: string,
  mode: ListMode,
): string[] | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(setId, mode)) ?? 'null');
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every((id) => typeof id === 'string')
      ? parsed
      : null;
  } catch {
    return null;
  }
}

/** The place the learner is at in a kept session: a reload of the tab opens there, not at question 1. */
export function keepListPlace(
  storage: Pick<Storage, 'setItem'>,
  setId: string,
  mode: ListMode,
  index: number,
): void {
  try {
    storage.setItem(placeKeyOf(setId, mode), String(index));
  } catch {
    // Storage refused: a reload opens at question 1.
  }
}

/** The kept place, or null (none, or not a place). */
export function storedListPlace(
  storage: Pick<Storage, 'getItem'>,
  setId: string,
  mode: ListMode,
): number | null {
  try {
    const raw = storage.getItem(placeKeyOf(setId, mode));
    return raw !== null && /^\d{1,7}$/.test(raw) ? Number(raw) : null;
  } catch {
    return null;
  }
}
