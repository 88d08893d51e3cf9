import type { Decider } from '../decider/index.js';
import type { UserCommand } from './commands.js';
import { decideUser } from './decide.js';
import type { UserEvent } from './events.js';
import { evolveUser, initialUserState, type UserState } from './state.js';

/** One user per stream (`user-<sub>`), keyed by the identity provider's subject. */
export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
