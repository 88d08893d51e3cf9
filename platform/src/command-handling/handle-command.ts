import type { Command, Decider, Event } from '@exam/domain';
import { v7 as uuidv7 } from 'uuid';
import { type EventMetadata, type EventStore, WrongExpectedVersionError } from '../event-store/port.js';
import type { AggregateStateCache, CachedAggregateState } from './aggregate-state-cache.js';

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
  /**
   * The id of a decided event when the command carries one (a client's idempotency key), else a new uuid v7.
   * The store refuses an id already used elsewhere (DuplicateEventIdError), so a resend can never append twice.
   */
  eventIdOf?: (event: E) => string | undefined;
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
 * Read the stream, fold it, decide, append with the expected revision. On a version conflict the events
 * appended since the state decided on are read and folded onto it, and the decision is taken again on that
 * newer state, so decisions never rest on stale state.
 *
 * With a state cache the read is skipped: the decision is taken on the cached state and the append's expected
 * revision proves it current (a conflict reads past it, as above). A decision that appends
 * nothing (a refusal or a no-op) proves nothing, so it is taken again after reading the events past the
 * cached revision, if there are any.
 */
export async function handleCommand<State, C extends Command, E extends Event>(
  options: HandleCommandOptions<State, C, E>,
): Promise<HandleCommandResult> {
  const { eventStore, decider, streamName, command, maxRetries = 3, stateCache, eventIdOf } = options;
  const fold = async (from?: CachedAggregateState<State>): Promise<CachedAggregateState<State>> => {
    const history = await eventStore.readStream(streamName, from ? { fromRevision: from.revision + 1 } : {});
    const state = (history as unknown as E[]).reduce(
      decider.evolve,
      from ? from.state : decider.initialState(),
    );
    const folded = { revision: history.at(-1)?.revision ?? from?.revision ?? -1, state };
    if (stateCache && folded.revision >= 0 && history.length > 0) stateCache.set(streamName, folded);
    return folded;
  };
  /** The state the last attempt decided on, proven behind by its conflict: the retry reads only past it. */
  let overtaken: CachedAggregateState<State> | undefined;
  for (let attempt = 0; ; attempt++) {
    let current = stateCache?.get(streamName);
    let verified = current === undefined;
    if (overtaken && (current === undefined || current.revision <= overtaken.revision)) {
      current = await fold(overtaken);
      verified = true;
    }
    current ??= await fold();
    let events: E[];
    for (;;) {
      const decided = decideVerified(decider, command, current, verified);
      if (decided.verified) {
        events = decided.events;
        break;
      }
      const refreshed = await fold(current);
      verified = true;
      if (refreshed.revision === current.revision) {
        events = decided.retake();
        break;
      }
      current = refreshed;
    }
    const lastRevision = current.revision;
    if (events.length === 0) return { events: [], nextExpectedRevision: lastRevision, position: 0 };

    const metadata = { ...command.metadata, at: command.metadata?.at ?? new Date().toISOString() };
    const toAppend = events.map((event) => ({
      // Time-ordered (v7): consecutive appends land next to each other in the log's unique id index, so a
      // commit writes and fsyncs a few pages instead of one random page per event.
      id: eventIdOf?.(event) ?? uuidv7(),
      type: event.type,
      data: event.data,
      metadata,
    }));
    try {
      const result = await eventStore.append(streamName, toAppend, {
        expectedRevision: lastRevision < 0 ? 'no_stream' : lastRevision,
      });
      // The appended events fold onto the state they were decided on: the next command needs no read.
      stateCache?.set(streamName, {
        revision: result.nextExpectedRevision,
        state: events.reduce(decider.evolve, current.state),
      });
      return {
        events: toAppend.map((event) => ({ ...event, metadata, streamName })),
        nextExpectedRevision: result.nextExpectedRevision,
        position: result.position,
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        // Someone appended in between: the next attempt reads the events past the state decided on (not the
        // whole stream again: a learner's stream grows with every answer), unless this process's cache has
        // moved past it meanwhile.
        overtaken = current;
        if (attempt < maxRetries) continue;
      }
      throw error;
    }
  }
}

type Decision<E> = { verified: true; events: E[] } | { verified: false; retake: () => E[] };

/**
 * Decides on `current`. On an unverified (cached) state, a refusal or a decision with no events is not final:
 * the caller reads past the cached revision first, and `retake` repeats it when nothing was there.
 */
const decideVerified = <State, C extends Command, E extends Event>(
  decider: Decider<State, C, E>,
  command: C,
  current: CachedAggregateState<State>,
  verified: boolean,
): Decision<E> => {
  const decide = (): E[] => {
    const decided = decider.decide(command, current.state);
    return Array.isArray(decided) ? decided : [decided];
  };
  if (verified) return { verified: true, events: decide() };
  try {
    const events = decide();
    return events.length > 0 ? { verified: true, events } : { verified: false, retake: decide };
  } catch {
    return { verified: false, retake: decide };
  }
};
