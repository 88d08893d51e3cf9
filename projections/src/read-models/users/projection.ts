import type { UserEvent } from '@exam/domain';
import { type InvalidationTag, invalidate } from '../../runner/notifications.js';
import { defineProjection, type Recorded } from '../../runner/projection.js';
import { ENDED_SESSIONS_KEPT, USERS, type UserDocument } from './types.js';

type RecordedUserEvent = Recorded<UserEvent>;

const USER_LIST: InvalidationTag = { type: 'User', id: 'LIST' };

/** The administrators' list and the user's own client (GET /users/me) both show the user. */
const notifyChanged = (userId: string, position: number) =>
  invalidate([{ type: 'User', id: userId }, USER_LIST], position, ['admins', `user:${userId}`]);

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

const changeOf = (event: RecordedUserEvent, current: UserDocument): Partial<UserDocument> | null => {
  switch (event.type) {
    case 'UserSignedOut':
      return {
        endedSessions: [...(current.endedSessions ?? []), event.data.sessionId].slice(-ENDED_SESSIONS_KEPT),
      };
    case 'UserProfileSynced': {
      const { userId: _, ...fields } = event.data;
      return definedOnly(fields);
    }
    case 'UserProfileUpdated': {
      const { userId: _, updatedBy: __, ...fields } = event.data;
      return definedOnly(fields);
    }
    case 'UserRoleChanged':
      return { isAdmin: event.data.isAdmin };
    case 'UserSignedIn':
      return { lastLogin: event.data.at };
    case 'UserLanguageChosen':
      return { language: event.data.language };
    case 'UserTimeZoneChosen':
      return { timeZone: event.data.timeZone };
    case 'UserDeleted':
      return { deleted: true };
    default:
      return null;
  }
};

/** The `users` read model: one row per subject, for the admin user list, /users/me and the authenticator. */
export const usersProjection = defineProjection({
  name: 'users',
  collections: [
    {
      name: USERS,
      indexes: [{ fields: ['username'] }, { fields: ['email'] }, { fields: ['createdAt'] }],
    },
  ],
  handles: [
    'UserRegistered',
    'UserProfileSynced',
    'UserProfileUpdated',
    'UserRoleChanged',
    'UserDeleted',
    'UserSignedIn',
    'UserSignedOut',
    'UserLanguageChosen',
    'UserTimeZoneChosen',
  ] satisfies UserEvent['type'][],
  async apply(recorded, ctx) {
    const event = recorded as RecordedUserEvent;
    const { userId } = event.data;
    if (event.type === 'UserRegistered') {
      const { data } = event;
      await ctx.upsert<UserDocument>(USERS, {
        id: userId,
        username: data.username,
        email: data.email,
        isAdmin: data.isAdmin,
        phoneNumber: data.phoneNumber ?? null,
        name: data.name ?? null,
        familyName: data.familyName ?? null,
        givenName: data.givenName ?? null,
        createdAt: event.metadata.at,
        updatedAt: event.metadata.at,
        lastLogin: null,
        deleted: false,
      });
      ctx.notify(notifyChanged(userId, event.position));
      return;
    }
    const current = await ctx.get<UserDocument>(USERS, userId);
    // An event for a user that is not there is a redelivery the position guard would drop anyway.
    const change = current ? changeOf(event, current) : null;
    if (!change || !current) return;
    await ctx.upsert<UserDocument>(USERS, { ...current, ...change, updatedAt: event.metadata.at });
    ctx.notify(notifyChanged(userId, event.position));
  },
});
