import { expect } from 'vitest';
import { type Command, type Decider, type Event, fold } from '../decider/index.js';
import { DomainError } from '../errors/index.js';

/** given(events).when(command) -> the decided events, as an array: the decider tests' one shape. */
export const deciderSpec = <State, C extends Command, E extends Event>(decider: Decider<State, C, E>) => ({
  given: (...events: E[]) => ({
    when: (command: C): E[] => {
      const decided = decider.decide(command, fold(decider, events));
      return Array.isArray(decided) ? decided : [decided];
    },
  }),
});

/** Runs a decision that must be refused; returns the DomainError's status, code and message. */
export const refusal = (decision: () => unknown) => {
  try {
    decision();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const { status, code, message } = error as DomainError;
    return { status, code, message };
  }
  throw new Error('expected the decision to be refused, but it was accepted');
};
