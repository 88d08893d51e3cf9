import type { Language } from '@exam/domain/i18n/lang';
/** GET /api/users/me: the signed-in user as our backend records them (spec §3 User). */
export type AuthUser = {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  phoneNumber?: string | null;
  name?: string | null;
  familyName?: string | null;
  givenName?: string | null;
  createdAt?: string;
  lastLogin?: string;
  /** The interface language the learner saved (the language switch); absent until they choose. */
  language?: Language;
  /** The IANA time zone the learner saved in their profile; absent until they save one. */
  timeZone?: string;
};

/** GET /api/config `identity`: where and how to sign in (the domain's contract). */
export type { IdentityConfig } from '@exam/domain/schemas';

/** What this browser keeps per account so it can restore, renew or switch to it. */
export type StoredSession = {
  userId: string;
  accessToken: string;
  /** Epoch ms. */
  expiresAt: number;
  refreshToken?: string;
  idToken?: string;
};
