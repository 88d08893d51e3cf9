import type { Event } from '../decider/index.js';
import type { Language } from '../i18n/languages.js';

/** Optional profile claims (OpenID standard claims phone_number, name, family_name, given_name). */
export type UserProfile = {
  phoneNumber: string | null;
  name: string | null;
  familyName: string | null;
  givenName: string | null;
};

export type UserProfileField = keyof UserProfile;
export const USER_PROFILE_FIELDS: readonly UserProfileField[] = [
  'phoneNumber',
  'name',
  'familyName',
  'givenName',
];

/** `userId` is the identity provider's subject (`sub`); the stream is `user-<sub>`. */
export type UserRegistered = Event<
  'UserRegistered',
  { userId: string; username: string; email: string; isAdmin: boolean } & Partial<UserProfile>
>;
/** Claims that changed since the last sync (only the changed fields are present). */
export type UserProfileSynced = Event<
  'UserProfileSynced',
  { userId: string } & Partial<{ username: string; email: string } & UserProfile>
>;
/** Profile fields the user (or an administrator) changed through PUT /users/{id}; null clears a field. */
export type UserProfileUpdated = Event<
  'UserProfileUpdated',
  { userId: string; updatedBy: string } & Partial<UserProfile>
>;
export type UserRoleChanged = Event<
  'UserRoleChanged',
  { userId: string; isAdmin: boolean; changedBy: string }
>;
/** The interface language the user chose (the language switch); answers and pages use it by default. */
export type UserLanguageChosen = Event<'UserLanguageChosen', { userId: string; language: Language }>;
/** The IANA time zone the user saved in their profile: their days (reviews, forecast, study plan) are counted in it. */
export type UserTimeZoneChosen = Event<'UserTimeZoneChosen', { userId: string; timeZone: string }>;
export type UserDeleted = Event<'UserDeleted', { userId: string; deletedBy: string }>;
/** The user was seen signed in at `at` (recorded at most once per SIGN_IN_RECORD_INTERVAL_MS). */
export type UserSignedIn = Event<'UserSignedIn', { userId: string; at: string }>;

/**
 * The user signed out of one sign-in session (`sessionId`: the access token's `sid`): every token of that session is
 * refused from now on, the refreshed ones too (issue 37).
 */
export type UserSignedOut = Event<'UserSignedOut', { userId: string; sessionId: string; at: string }>;

export type UserEvent =
  | UserRegistered
  | UserProfileSynced
  | UserProfileUpdated
  | UserRoleChanged
  | UserDeleted
  | UserSignedIn
  | UserSignedOut
  | UserLanguageChosen
  | UserTimeZoneChosen;

export const USER_EVENT_TYPES: readonly UserEvent['type'][] = [
  'UserRegistered',
  'UserProfileSynced',
  'UserProfileUpdated',
  'UserRoleChanged',
  'UserDeleted',
  'UserSignedIn',
  'UserSignedOut',
  'UserLanguageChosen',
  'UserTimeZoneChosen',
];

export const userStream = (userId: string) => `user-${userId}`;
