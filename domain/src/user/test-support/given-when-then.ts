import { fold } from '../../decider/index.js';
import type { UserClaims, UserCommand } from '../commands.js';
import { userDecider } from '../decider.js';
import type { UserEvent, UserRegistered } from '../events.js';

export { expectRejected } from '../../question-set/test-support/given-when-then.js';

/** given(events).when(command) -> the decided events. */
export const given = (...events: UserEvent[]) => ({
  when: (command: UserCommand): UserEvent[] =>
    userDecider.decide(command, fold(userDecider, events)) as UserEvent[],
});

export const SUB = 'sub-learner-1';
export const ADMIN_SUB = 'sub-admin-1';
export const SIGNED_IN_AT = '2025-04-01T09:00:00.000Z';

export const claims = (overrides: Partial<UserClaims> = {}): UserClaims => ({
  username: 'learner',
  email: 'learner@example.com',
  ...overrides,
});

export const registered = (overrides: Partial<UserRegistered['data']> = {}): UserRegistered => ({
  type: 'UserRegistered',
  data: { userId: SUB, username: 'learner', email: 'learner@example.com', isAdmin: false, ...overrides },
});

export const signedIn = (at = SIGNED_IN_AT): UserEvent => ({
  type: 'UserSignedIn',
  data: { userId: SUB, at },
});

export const sync = (
  userClaims: UserClaims = claims(),
  { isBootstrapAdmin = false, signedInAt = SIGNED_IN_AT } = {},
): UserCommand => ({
  type: 'SyncUserFromClaims',
  data: { userId: SUB, claims: userClaims, isBootstrapAdmin, signedInAt },
});
