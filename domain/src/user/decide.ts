import { isIanaZoneName } from '../study-plan/calendar.js';
import type {
  ChangeUserRole,
  RegisterUser,
  SyncUserFromClaims,
  UpdateUserProfile,
  UserCommand,
} from './commands.js';
import { USER_PROFILE_FIELDS, type UserEvent, type UserProfile } from './events.js';
import {
  cannotChangeOwnRole,
  cannotDeleteSelf,
  invalidUser,
  TIME_ZONE_INVALID,
  UserMessages,
  userDeleted,
  userExists,
  userNotFound,
} from './messages.js';
import type { ActiveUser, UserState } from './state.js';

/**
 * How often a sign-in is recorded. GET /users/me runs on every page load; recording each would fill the
 * stream with noise, so `lastLogin` has this granularity.
 */
export const SIGN_IN_RECORD_INTERVAL_MS = 60 * 60 * 1000;

const blankToNull = (value: string | null | undefined): string | null | undefined => {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const signInDue = (user: ActiveUser, at: string) =>
  user.lastSignedInAt === null ||
  Date.parse(at) - Date.parse(user.lastSignedInAt) >= SIGN_IN_RECORD_INTERVAL_MS;

const sync = ({ data }: SyncUserFromClaims, state: UserState): UserEvent[] => {
  const { userId, claims, signedInAt } = data;
  if (state.status === 'deleted') throw userDeleted();
  const signedIn: UserEvent = { type: 'UserSignedIn', data: { userId, at: signedInAt } };
  if (state.status === 'absent') {
    return [
      { type: 'UserRegistered', data: { ...claims, userId, isAdmin: data.isBootstrapAdmin } },
      signedIn,
    ];
  }
  // username and e-mail always come from the issuer; a profile claim the token does not carry keeps the
  // value the user may have set through PUT /users/{id}.
  const changes: Partial<{ username: string; email: string } & UserProfile> = {};
  if (claims.username !== state.username) changes.username = claims.username;
  if (claims.email !== state.email) changes.email = claims.email;
  for (const field of USER_PROFILE_FIELDS) {
    const claim = claims[field];
    if (claim !== undefined && claim !== state.profile[field]) changes[field] = claim;
  }
  const events: UserEvent[] = [];
  if (Object.keys(changes).length > 0)
    events.push({ type: 'UserProfileSynced', data: { userId, ...changes } });
  if (signInDue(state, signedInAt)) events.push(signedIn);
  return events;
};

const register = ({ data }: RegisterUser, state: UserState): UserEvent[] => {
  if (state.status !== 'absent') throw userExists(data.userId);
  const username = data.username.trim();
  const email = data.email.trim();
  if (username === '') throw invalidUser(UserMessages.usernameRequired, 'username');
  if (email === '') throw invalidUser(UserMessages.emailRequired, 'email');
  const profile = Object.fromEntries(
    USER_PROFILE_FIELDS.flatMap((field) => {
      const value = blankToNull(data[field]);
      return value ? [[field, value]] : [];
    }),
  );
  return [
    {
      type: 'UserRegistered',
      data: { userId: data.userId, username, email, isAdmin: data.isAdmin, ...profile },
    },
  ];
};

const changeRole = ({ data }: ChangeUserRole, user: ActiveUser): UserEvent[] => {
  // An administrator who demoted themself could lock the back office out; another administrator must.
  if (data.changedBy === user.userId && !data.isAdmin) throw cannotChangeOwnRole();
  if (data.isAdmin === user.isAdmin) return [];
  return [
    {
      type: 'UserRoleChanged',
      data: { userId: user.userId, isAdmin: data.isAdmin, changedBy: data.changedBy },
    },
  ];
};

const updateProfile = ({ data }: UpdateUserProfile, user: ActiveUser): UserEvent[] => {
  const changes: Partial<UserProfile> = {};
  for (const field of USER_PROFILE_FIELDS) {
    const value = blankToNull(data.changes[field]);
    if (value !== undefined && value !== user.profile[field]) changes[field] = value;
  }
  if (Object.keys(changes).length === 0) return [];
  return [
    { type: 'UserProfileUpdated', data: { userId: user.userId, updatedBy: data.updatedBy, ...changes } },
  ];
};

const activeUser = (state: UserState): ActiveUser => {
  if (state.status !== 'active') throw userNotFound();
  return state;
};

export const decideUser = (command: UserCommand, state: UserState): UserEvent[] => {
  switch (command.type) {
    case 'SyncUserFromClaims':
      return sync(command, state);
    case 'RegisterUser':
      return register(command, state);
    case 'ChangeUserRole':
      return changeRole(command, activeUser(state));
    case 'DeleteUser': {
      if (command.data.deletedBy === command.data.userId) throw cannotDeleteSelf();
      const user = activeUser(state);
      return [{ type: 'UserDeleted', data: { userId: user.userId, deletedBy: command.data.deletedBy } }];
    }
    case 'UpdateUserProfile':
      return updateProfile(command, activeUser(state));
    case 'SignOutSession': {
      const user = activeUser(state);
      const { sessionId, at } = command.data;
      if (sessionId === '') throw invalidUser(UserMessages.sessionRequired, 'sid');
      return [{ type: 'UserSignedOut', data: { userId: user.userId, sessionId, at } }];
    }
    case 'ChooseUserLanguage': {
      const user = activeUser(state);
      // Choosing the language already saved changes nothing: no event.
      if ((user.language ?? null) === command.data.language) return [];
      return [{ type: 'UserLanguageChosen', data: { userId: user.userId, language: command.data.language } }];
    }
    case 'ChooseUserTimeZone': {
      const user = activeUser(state);
      const { timeZone } = command.data;
      if (!isIanaZoneName(timeZone)) throw invalidUser(TIME_ZONE_INVALID, 'timeZone');
      if ((user.timeZone ?? null) === timeZone) return [];
      return [{ type: 'UserTimeZoneChosen', data: { userId: user.userId, timeZone } }];
    }
  }
};
