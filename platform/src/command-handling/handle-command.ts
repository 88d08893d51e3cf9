import { randomUUID } from 'node:crypto';
import type { Command, Decider, Event } from '@exam/domain';
import { type EventMetadata, type EventStore, WrongExpectedVersionError } from '../event-store/port.js';
import type { AggregateStateCache } from './aggregate-state-cache.js';

export type AppendedEvent = {
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  streamName: string;
};

export type HandleCommandOptions<State, C extends Command, E extends Event> = {
  eventStore: Pick<EventStore, 'readStream' | 'append'>;
  decider: Decider<State, C, E>;
  streamName: string;
  command: C;
  /** Attempts after the first on a version conflict (someone appended to the stream in between). */
  maxRetries?: number;
  /**
   * Opt-in: folded states of this decider's streams, so only the events after the cached revision are read
   * (see AggregateStateCache for the conditions a decider must meet).
   */
  stateCache?: AggregateStateCache<State>;
};

export type HandleCommandResult = {
  /** The appended events (their global positions are adapter-specific; `position` is the last one's). */
  events: AppendedEvent[];
  /** Revision of the stream's last event (-1 when the stream does not exist and nothing was appended). */
  nextExpectedRevision: number;
  /** Global position of the last appended event; 0 when the decision produced no event. */
  position: number;
};

/**
 * Read the stream, fold it, decide, append with the expected revision. On a version conflict the whole
 * read-decide-append runs again against the newer state, so decisions never rest on stale state.
 */
export async function handleCommand<State, C extends Command, E extends Event>(
  options: HandleCommandOptions<State, C, E>,
): Promise<HandleCommandResult> {
  const { eventStore, decider, streamName, command, maxRetries = 3, stateCache } = options;
  for (let attempt = 0; ; attempt++) {
    const cached = stateCache?.get(streamName);
    const history = cached
      ? await eventStore.readStream(streamName, { fromRevision: cached.revision + 1 })
      : await eventStore.readStream(streamName);
    const state = (history as unknown as E[]).reduce(
      decider.evolve,
      cached ? cached.state : decider.initialState(),
    );
    const lastRevision = history.at(-1)?.revision ?? cached?.revision ?? -1;
    if (stateCache && lastRevision >= 0 && history.length > 0)
      stateCache.set(streamName, { revision: lastRevision, state });
    const decided = decider.decide(command, state);
    const events = Array.isArray(decided) ? decided : [decided];
    if (events.length === 0) return { events: [], nextExpectedRevision: lastRevision, position: 0 };

    const metadata = { ...command.metadata, at: command.metadata?.at ?? new Date().toISOString() };
    const toAppend = events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata,
    }));
    try {
      const result = await eventStore.append(streamName, toAppend, {
        expectedRevision: lastRevision < 0 ? 'no_stream' : lastRevision,
      });
      return {
        events: toAppend.map((event) => ({ ...event, metadata, streamName })),
        nextExpectedRevision: result.nextExpectedRevision,
        position: result.position,
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        // Someone appended in between: the next attempt reads the stream from the store again.
        stateCache?.delete(streamName);
        if (attempt < maxRetries) continue;
      }
      throw error;
    }
  }
}
