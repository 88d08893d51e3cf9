import type { UserDocument } from '@exam/projections';

/**
 * A user as the spec's clients read it (learner spec §3 User): the OpenID-derived fields keep their claim
 * spellings (phone_number, family_name, given_name).
 */
export type PublicUser = {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  phone_number: string | null;
  name: string | null;
  family_name: string | null;
  given_name: string | null;
  createdAt: string | null;
  lastLogin: string | null;
};

export const presentUser = (user: UserDocument): PublicUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  isAdmin: user.isAdmin,
  phone_number: user.phoneNumber,
  name: user.name,
  family_name: user.familyName,
  given_name: user.givenName,
  createdAt: user.createdAt,
  lastLogin: user.lastLogin,
});

/** The operator token (ADMIN_API_TOKEN) is no person: /users/me describes it without recording anything. */
export const operatorUser = (principal: {
  userId: string;
  username: string;
  isAdmin: boolean;
}): PublicUser => ({
  id: principal.userId,
  username: principal.username,
  email: '',
  isAdmin: principal.isAdmin,
  phone_number: null,
  name: null,
  family_name: null,
  given_name: null,
  createdAt: null,
  lastLogin: null,
});
