import type { Command } from '../decider/index.js';
import type { Language } from '../i18n/languages.js';
import type { UserProfile } from './events.js';

/** What the access token (or the issuer's userinfo) says about the user, normalised by `userClaimsFrom`. */
export type UserClaims = {
  username: string;
  email: string;
} & Partial<Record<keyof UserProfile, string>>;

/**
 * Sent on every GET /users/me: registers a new subject, or records the claims that changed.
 * `isBootstrapAdmin` is decided by the caller (a verified e-mail listed in ADMIN_EMAILS) and applies only
 * when the user is registered; afterwards the role changes only through ChangeUserRole.
 */
export type SyncUserFromClaims = Command<
  'SyncUserFromClaims',
  { userId: string; claims: UserClaims; isBootstrapAdmin: boolean; signedInAt: string }
>;

/** An administrator (or the CLI) created the account at the directory; this records the user. */
export type RegisterUser = Command<
  'RegisterUser',
  { userId: string; username: string; email: string; isAdmin: boolean } & Partial<UserProfile>
>;

export type ChangeUserRole = Command<
  'ChangeUserRole',
  { userId: string; isAdmin: boolean; changedBy: string }
>;

export type DeleteUser = Command<'DeleteUser', { userId: string; deletedBy: string }>;

/** PUT /users/{id}: profile fields only; absent = unchanged, null or blank = cleared. */
export type UpdateUserProfile = Command<
  'UpdateUserProfile',
  { userId: string; updatedBy: string; changes: Partial<UserProfile> }
>;

/** POST /users/me/sign-out: ends the caller's sign-in session (their token's `sid`). */
export type SignOutSession = Command<'SignOutSession', { userId: string; sessionId: string; at: string }>;
/** PUT /users/me/language: the user's own interface language. */
export type ChooseUserLanguage = Command<'ChooseUserLanguage', { userId: string; language: Language }>;
/** PUT /users/me/time-zone: the user's own IANA time zone. */
export type ChooseUserTimeZone = Command<'ChooseUserTimeZone', { userId: string; timeZone: string }>;

export type UserCommand =
  | SyncUserFromClaims
  | RegisterUser
  | ChangeUserRole
  | DeleteUser
  | UpdateUserProfile
  | SignOutSession
  | ChooseUserLanguage
  | ChooseUserTimeZone;
