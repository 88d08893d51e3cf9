import type { PublicUser } from '@exam/domain/schemas';
import type { AuthUser } from '../../entities/session';
import { unwrapEnvelope } from '../../shared/api/envelope';

export class UnauthorizedResponse extends Error {
  constructor() {
    super('401 Unauthorized');
  }
}

/**
 * GET /api/users/me with a token that is not (yet) the store's: right after sign-in, renewal or a
 * switch, before the session is committed. A 401 throws UnauthorizedResponse.
 */
export async function fetchMe(accessToken: string): Promise<AuthUser> {
  const response = await fetch('/api/users/me', {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
  if (response.status === 401) throw new UnauthorizedResponse();
  const body: unknown = await response.json().catch(() => null);
  const unwrapped = unwrapEnvelope<PublicUser>(body, response.status);
  if (!response.ok || !unwrapped.ok || !unwrapped.data?.id) {
    throw new Error(unwrapped.ok ? `users/me answered ${response.status}` : unwrapped.error.message);
  }
  return userFromWire(unwrapped.data);
}

/** The server's user (OpenID claim spellings) as the web keeps it. */
export function userFromWire(user: PublicUser): AuthUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    isAdmin: user.isAdmin,
    phoneNumber: user.phone_number,
    name: user.name,
    familyName: user.family_name,
    givenName: user.given_name,
    ...(user.createdAt ? { createdAt: user.createdAt } : {}),
    ...(user.lastLogin ? { lastLogin: user.lastLogin } : {}),
    ...(user.language ? { language: user.language } : {}),
    ...(user.timeZone ? { timeZone: user.timeZone } : {}),
  };
}

/** Spec §3: a user built from the identity claims, when our backend cannot be asked. */
export function userFromClaims(claims: Record<string, unknown> | undefined): AuthUser | null {
  const sub = claims?.sub;
  if (typeof sub !== 'string') return null;
  const text = (key: string) => (typeof claims?.[key] === 'string' ? (claims[key] as string) : null);
  return {
    id: sub,
    username: text('preferred_username') ?? text('email') ?? sub,
    email: text('email') ?? '',
    isAdmin: false,
    phoneNumber: text('phone_number'),
    name: text('name'),
    familyName: text('family_name'),
    givenName: text('given_name'),
  };
}
