/** A domain event as deciders see it: a discriminated union member by `type`. */
export type Event<Type extends string = string, Data = Record<string, unknown>> = {
  readonly type: Type;
  readonly data: Data;
};

/** Who asked for a command and why; copied onto every event it produces. */
export type CommandMetadata = {
  /** The acting user's id, when a user (and not the system) asked. */
  userId?: string;
  correlationId?: string;
  causationId?: string;
  /** ISO-8601 time the command was accepted; events carry it as their `at`. */
  at?: string;
};

export type Command<Type extends string = string, Data = Record<string, unknown>> = {
  readonly type: Type;
  readonly data: Data;
  readonly metadata?: CommandMetadata;
};

/** The emmett-style decider: pure state folding and pure decisions. */
export type Decider<State, C extends Command, E extends Event> = {
  initialState: () => State;
  evolve: (state: State, event: E) => State;
  /** Returns the new events, or throws a DomainError. */
  decide: (command: C, state: State) => E | E[];
};

export const fold = <State, E extends Event>(
  decider: Pick<Decider<State, never, E>, 'initialState' | 'evolve'>,
  events: readonly E[],
): State => events.reduce(decider.evolve, decider.initialState());

/** Several commands of one request, decided as one: each on the state the previous ones' events leave. */
export type CommandSequence<C extends Command> = Command<'CommandSequence', { commands: readonly C[] }>;

/**
 * A decider over a sequence of the given decider's commands. One request that changes several aspects of an
 * aggregate (a set's texts, pricing and featured flag) is checked whole: a refusal of any command refuses the
 * sequence, so nothing is appended; otherwise all events go in one append.
 */
export const sequenceDecider = <State, C extends Command, E extends Event>(
  decider: Decider<State, C, E>,
): Decider<State, CommandSequence<C>, E> => ({
  initialState: decider.initialState,
  evolve: decider.evolve,
  decide: ({ data }, state) => {
    const events: E[] = [];
    let current = state;
    for (const command of data.commands) {
      const decided = decider.decide(command, current);
      for (const event of Array.isArray(decided) ? decided : [decided]) {
        current = decider.evolve(current, event);
        events.push(event);
      }
    }
    return events;
  },
});
