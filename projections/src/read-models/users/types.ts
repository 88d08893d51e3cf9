/** Collection of the `users` read model (one document per identity subject). */
export const USERS = 'users';

/**
 * Sessions remembered as ended: an access token lives an hour and a session's refresh tokens end with it at the
 * provider, so only a user's recent sign-outs can still meet a token.
 */
export const ENDED_SESSIONS_KEPT = 20;

/** A user as the administrator list, /users/me and the authenticator read it. */
export type UserDocument = {
  /** The identity provider's subject (`sub`). */
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  phoneNumber: string | null;
  name: string | null;
  familyName: string | null;
  givenName: string | null;
  createdAt: string;
  updatedAt: string;
  /** The last recorded sign-in (hour granularity); null until the user first signs in. */
  lastLogin: string | null;
  /** The interface language the user chose (absent or null: none chosen; answers then follow the browser). */
  language?: 'ja' | 'zh' | 'en' | null;
  /** The IANA time zone the user saved (absent or null: none saved; days then follow `?tz=`, else Asia/Tokyo). */
  timeZone?: string | null;
  /** Deleted users stay (so their tokens are refused) but are left out of the list. */
  deleted: boolean;
  /**
   * The sign-in sessions (access tokens' `sid`) the user ended, newest last, at most ENDED_SESSIONS_KEPT: their
   * tokens are refused. Absent before the first sign-out.
   */
  endedSessions?: string[];
  _position?: number;
};
