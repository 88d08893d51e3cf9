/** Collection of the `users` read model (one document per identity subject). */
export const USERS = 'users';

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
  /** Deleted users stay (so their tokens are refused) but are left out of the list. */
  deleted: boolean;
  _position?: number;
};
