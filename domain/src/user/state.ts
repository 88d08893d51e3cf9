import type { Language } from '../i18n/languages.js';
import type { UserEvent, UserProfile } from './events.js';

export type ActiveUser = {
  status: 'active';
  userId: string;
  username: string;
  email: string;
  isAdmin: boolean;
  profile: UserProfile;
  /** The interface language the user chose; null until they choose one. */
  language?: Language | null;
  /** The IANA time zone the user saved; null until they save one. */
  timeZone?: string | null;
  /** ISO time of the last recorded sign-in; null before the first. */
  lastSignedInAt: string | null;
};

export type UserState =
  | { status: 'absent' }
  /** A deleted user stays deleted: the subject cannot sign in or be registered again. */
  | { status: 'deleted'; userId: string }
  | ActiveUser;

export const initialUserState = (): UserState => ({ status: 'absent' });

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

export const evolveUser = (state: UserState, event: UserEvent): UserState => {
  if (event.type === 'UserRegistered') {
    const { userId, username, email, isAdmin, phoneNumber, name, familyName, givenName } = event.data;
    return {
      status: 'active',
      userId,
      username,
      email,
      isAdmin,
      profile: {
        phoneNumber: phoneNumber ?? null,
        name: name ?? null,
        familyName: familyName ?? null,
        givenName: givenName ?? null,
      },
      lastSignedInAt: null,
    };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'UserProfileSynced': {
      const { userId: _, username, email, ...profile } = event.data;
      return {
        ...state,
        username: username ?? state.username,
        email: email ?? state.email,
        profile: { ...state.profile, ...definedOnly(profile) },
      };
    }
    case 'UserProfileUpdated': {
      const { userId: _, updatedBy: __, ...profile } = event.data;
      return { ...state, profile: { ...state.profile, ...definedOnly(profile) } };
    }
    case 'UserRoleChanged':
      return { ...state, isAdmin: event.data.isAdmin };
    case 'UserLanguageChosen':
      return { ...state, language: event.data.language };
    case 'UserTimeZoneChosen':
      return { ...state, timeZone: event.data.timeZone };
    case 'UserSignedIn':
      return { ...state, lastSignedInAt: event.data.at };
    case 'UserDeleted':
      return { status: 'deleted', userId: state.userId };
    default:
      return state;
  }
};
