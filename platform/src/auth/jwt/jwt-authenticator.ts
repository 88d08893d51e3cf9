import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { Authenticator } from '../principal.js';
import { discoveredKeySource } from './discovered-jwks.js';
import { VerifiedTokenCache } from './verified-token-cache.js';

/**
 * Where the issuer's public keys come from: its jwks_uri, the jwks_uri its discovery document names (found on
 * first use, so the issuer may start later), or in-process from the embedded provider.
 */
export type JwksSource =
  | { url: string | URL }
  | { discover: string }
  | { local: () => Promise<JSONWebKeySet> };

/**
 * What our own records say about a subject; null when the subject has never been synced (a new user).
 * `endedSessions`: the sign-in sessions the user signed out of (see sessionOfClaims).
 */
export type ResolvedUser = {
  isAdmin: boolean;
  deleted: boolean;
  endedSessions?: readonly string[];
  language?: string;
} | null;

/**
 * The sign-in session a token belongs to: the embedded provider's `sid` claim (one per sign-in, kept by refreshed
 * tokens); for an issuer without one, the token itself (`jti`). Null when the token names neither.
 */
export const sessionOfClaims = (claims: Readonly<Record<string, unknown>>): string | null => {
  if (typeof claims.sid === 'string' && claims.sid !== '') return claims.sid;
  if (typeof claims.jti === 'string' && claims.jti !== '') return `jti:${claims.jti}`;
  return null;
};

export type JwtAuthenticatorOptions = {
  issuer: string;
  /** Expected `aud` (the embedded provider's access tokens name `${PUBLIC_URL}/api`). */
  audience?: string;
  /** Checked against `client_id` when no audience is configured (Cognito access tokens carry no `aud`). */
  clientId?: string;
  jwks: JwksSource;
  resolveUser: (sub: string) => Promise<ResolvedUser>;
  /** Seconds of clock skew tolerated on exp / nbf / iat (default 5). */
  clockToleranceSeconds?: number;
  /** Why a token was refused (for debug logs); never thrown to the caller. */
  onRejected?: (reason: unknown) => void;
};

const keySource = (jwks: JwksSource): JWTVerifyGetKey => {
  if ('url' in jwks) return createRemoteJWKSet(new URL(jwks.url));
  if ('discover' in jwks) return discoveredKeySource(jwks.discover);
  // Read on every verification: the embedded provider may rotate its keys, and the read is in-process.
  return async (header, token) => createLocalJWKSet(await jwks.local())(header, token);
};

const audienceIncludes = (payload: JWTPayload, expected: string) =>
  Array.isArray(payload.aud) ? payload.aud.includes(expected) : payload.aud === expected;

class TokenRejected extends Error {}

/**
 * Verifies the issuer's signed access tokens (JWT): signature against the issuer's keys, `iss`, `exp` / `nbf`,
 * and the audience (or, for Cognito, `client_id` plus `token_use: access`). The role never comes from the
 * token: `isAdmin` is what our users read model says, and a deleted user's token is refused.
 */
export function jwtAuthenticator(options: JwtAuthenticatorOptions): Authenticator {
  const { issuer, audience, clientId, resolveUser, onRejected } = options;
  const getKey = keySource(options.jwks);
  const clockTolerance = options.clockToleranceSeconds ?? 5;

  const verified = new VerifiedTokenCache();

  const verify = async (token: string): Promise<JWTPayload | null> => {
    const known = verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, getKey, {
        issuer,
        clockTolerance,
        ...(audience ? { audience } : {}),
        requiredClaims: ['sub', 'exp'],
      });
      if (!audience && clientId && payload.client_id !== clientId && !audienceIncludes(payload, clientId)) {
        throw new TokenRejected('the token was issued to another client');
      }
      // Cognito marks ID tokens `token_use: id`; only access tokens authorise API calls.
      if (payload.token_use !== undefined && payload.token_use !== 'access') {
        throw new TokenRejected('not an access token');
      }
      verified.set(token, payload);
      return payload;
    } catch (error) {
      onRejected?.(error);
      return null;
    }
  };

  return async (token) => {
    const payload = await verify(token);
    if (!payload?.sub) return null;
    // A failing read model is an outage (it propagates), not an anonymous caller.
    const known = await resolveUser(payload.sub);
    if (known?.deleted) {
      onRejected?.(new TokenRejected('the user was deleted'));
      return null;
    }
    const session = known?.endedSessions?.length ? sessionOfClaims(payload) : null;
    if (session !== null && known?.endedSessions?.includes(session)) {
      onRejected?.(new TokenRejected('the user signed out of this session'));
      return null;
    }
    const username =
      [payload.preferred_username, payload.email, payload.username].find(
        (value): value is string => typeof value === 'string' && value !== '',
      ) ?? payload.sub;
    return {
      userId: payload.sub,
      username,
      isAdmin: known?.isAdmin ?? false,
      ...(known?.language ? { language: known.language } : {}),
      claims: payload,
    };
  };
}
