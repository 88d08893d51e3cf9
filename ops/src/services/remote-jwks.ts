import type { JwksSource } from '@exam/platform';

/** What jwtAuthenticator takes as in-process keys. */
export type LocalJwks = Extract<JwksSource, { local: unknown }>['local'];
type JSONWebKeySet = Awaited<ReturnType<LocalJwks>>;

const FETCH_TIMEOUT_MS = 5_000;
const MAX_AGE_MS = 5 * 60_000;

/**
 * The issuer's public keys fetched from OIDC_JWKS_URL (inside a compose network, where the issuer's public
 * address is not reachable), kept for five minutes; a failed fetch is retried on the next token.
 */
export const remoteJwks = (url: string, maxAgeMs = MAX_AGE_MS): LocalJwks => {
  let cached: { keys: Promise<JSONWebKeySet>; at: number } | undefined;
  const fetchKeys = async (): Promise<JSONWebKeySet> => {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the issuer's keys at ${url} answered ${response.status}`);
    const body = (await response.json()) as Partial<JSONWebKeySet>;
    if (!Array.isArray(body.keys)) throw new Error(`${url} is not a JSON Web Key Set`);
    return { keys: body.keys };
  };
  return () => {
    if (!cached || Date.now() - cached.at > maxAgeMs) {
      const keys = fetchKeys();
      cached = { keys, at: Date.now() };
      keys.catch(() => {
        cached = undefined;
      });
    }
    return cached.keys;
  };
};
