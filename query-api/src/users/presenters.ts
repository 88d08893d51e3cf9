import type { PublicUser } from '@exam/domain/schemas';
import type { UserDocument } from '@exam/projections';

/** A user as the spec's clients read it: the domain's contract (OpenID claim spellings kept). */
export type { PublicUser };

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
  language: user.language ?? null,
  timeZone: user.timeZone ?? null,
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
  language: null,
  timeZone: null,
});
