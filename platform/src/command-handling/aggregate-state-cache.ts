/** A stream's folded state as of one of its revisions. */
export type CachedAggregateState<State> = { revision: number; state: State };

/**
 * Folded aggregate states per stream, least recently used evicted first. Why: a long stream (a learner's
 * practice) was read and folded from its start on every command; with an entry, handleCommand decides on it
 * without reading, and folds its own appended events onto it. It stays correct without any invalidation from
 * writers: the append's expected revision rejects a decision taken on a state another writer (or process) has
 * overtaken — handleCommand then reads the events past it and decides again — and a refusal or no-op is
 * taken again after reading the events past the cached revision.
 *
 * Only for deciders whose evolve and decide never mutate the state they are given (the state is shared by
 * later commands); one cache per decider, since the entries are that decider's states.
 */
export class AggregateStateCache<State> {
  private readonly entries = new Map<string, CachedAggregateState<State>>();

  constructor(readonly maxStreams = 5000) {}

  get size(): number {
    return this.entries.size;
  }

  get(streamName: string): CachedAggregateState<State> | undefined {
    const entry = this.entries.get(streamName);
    if (entry) {
      // Re-inserting moves the entry to the end of the Map's order: the most recently used.
      this.entries.delete(streamName);
      this.entries.set(streamName, entry);
    }
    return entry;
  }

  set(streamName: string, entry: CachedAggregateState<State>): void {
    this.entries.delete(streamName);
    this.entries.set(streamName, entry);
    if (this.entries.size > this.maxStreams) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  delete(streamName: string): void {
    this.entries.delete(streamName);
  }
}
