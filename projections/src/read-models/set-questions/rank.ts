import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

/**
 * A question's place in its set is an order key (a fractional rank, compared by code units: SQLite's BINARY
 * collation, MongoDB's binary order and JavaScript's `<` agree on it). A key between two neighbours exists
 * always, so an insert or a move writes the one question that goes there, never the ones after it.
 */
export const rankBetween = (before: string | null, after: string | null): string =>
  generateKeyBetween(before, after);

/** Keys for a whole order written at once (a reorder of the entire set), short and evenly spaced. */
export const ranksInOrder = (count: number): string[] => generateNKeysBetween(null, null, count);

/** The larger of two keys (the set's last key only ever grows, so that adding at the end reads no question). */
export const laterRank = (known: string | null | undefined, rank: string): string =>
  known != null && known > rank ? known : rank;
