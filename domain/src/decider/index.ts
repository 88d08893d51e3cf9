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
