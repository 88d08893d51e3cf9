import { type Position, START } from '@eventstore/db-client';

/**
 * Our positions are plain numbers; EventStoreDB's are {commit, prepare} byte offsets in its transaction log. We
 * expose the commit position: every event written through the gRPC API gets its own, and they grow strictly in
 * $all order, but they are NOT contiguous (gaps of the record sizes) and do not start at 1. Consumers (projections,
 * read-your-writes) only compare positions, so that is all they may assume.
 */
export const toOurPosition = (position: Position): number => {
  const commit = Number(position.commit);
  if (!Number.isSafeInteger(commit))
    throw new Error(`EventStoreDB commit position ${position.commit} does not fit a JavaScript number`);
  return commit;
};

/**
 * Where to start reading $all for "after our position p": reading from {p, p} is inclusive of the event at p
 * (when commit equals prepare), so callers also drop every event at or before p.
 */
export const readPositionAfter = (position: number): Position | typeof START =>
  position <= 0 ? START : { commit: BigInt(position), prepare: BigInt(position) };

/** True for events that follow (commit, prepare) order after `after`. */
export const isAfter = (position: Position, after: Position | null): boolean =>
  after === null ||
  position.commit > after.commit ||
  (position.commit === after.commit && position.prepare > after.prepare);

/** Same rule as the client's excludeSystemEvents() filter: system event types start with '$'. */
export const isSystemEventType = (type: string): boolean => type.startsWith('$');
